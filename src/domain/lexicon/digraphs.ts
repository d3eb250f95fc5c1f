/** Pictured words with a digraph (two letters, one sound) at the start, in the middle or at the end. */
export interface DigraphWords {
  start: readonly string[];
  middle: readonly string[];
  end: readonly string[];
}

export const DIGRAPH_WORDS: Readonly<Record<string, DigraphWords>> = {
  sh: {
    start: ['ship', 'shoe', 'shell', 'shark', 'sheep', 'shorts', 'shower'],
    middle: [],
    end: [
      'fish',
      // Kindergarten 2 volumes 2-4
      'jellyfish',
    ],
  },
  ch: {
    start: ['chick', 'cheese', 'cherries', 'chair', 'chain', 'chocolate'],
    middle: [],
    end: ['watch', 'sandwich'],
  },
  th: {
    start: ['thumb', 'thread', 'thermometer'],
    middle: [],
    end: [
      'tooth',
      'bath',
      // Kindergarten 2 volumes 2-4
      'sloth',
    ],
  },
  wh: { start: ['whale', 'wheel'], middle: [], end: [] },
  ph: { start: ['phone'], middle: ['elephant', 'dolphin'], end: [] },
  ck: {
    start: [],
    middle: [],
    end: [
      'duck',
      'clock',
      'rock',
      'chick',
      'brick',
      'truck',
      'backpack',
      // Kindergarten 2 volumes 2-4
      'peacock',
    ],
  },
  ng: { start: [], middle: [], end: ['ring', 'wing'] },
};
