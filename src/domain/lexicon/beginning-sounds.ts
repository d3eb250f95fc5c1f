import { getWords } from './lookup';
import type { Word } from './types';

export type Letter =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z';

export const LETTERS: readonly Letter[] = [...'abcdefghijklmnopqrstuvwxyz'] as Letter[];

export function isLetter(value: string): value is Letter {
  return value.length === 1 && (LETTERS as readonly string[]).includes(value);
}

/**
 * Words that begin with the usual sound of their first letter: hard c and g, short vowels
 * (apple, egg, octopus, umbrella), a single consonant rather than a blend where the word bank
 * allows. Words whose first letter misleads (chair, giraffe, knife, owl, shoe, thumb) are in no
 * list, and neither are words whose picture a child calls something else (a hen drawn as a
 * chicken: see `ambiguous` in words.ts), so they are never a letter's example nor another
 * letter's distractor. A letter with no such word has an empty list.
 */
export const BEGINNING_SOUND_WORDS: Readonly<Record<Letter, readonly string[]>> = {
  a: ['apple', 'ant', 'axe', 'anchor', 'astronaut', 'ambulance'],
  b: [
    'ball',
    'bat',
    'bear',
    'bee',
    'bed',
    'bell',
    'bus',
    'bike',
    'boat',
    'book',
    'box',
    'bag',
    'banana',
    'bird',
    'bone',
    'bucket',
    'basket',
    'boot',
    'butterfly',
    'baby',
    'boy',
    'bowl',
    'backpack',
    'balloon',
    'bath',
  ],
  c: [
    'cat',
    'car',
    'cake',
    'cap',
    'can',
    'camel',
    'carrot',
    'cow',
    'cup',
    'coat',
    'cookie',
    'corn',
    'candle',
    'castle',
    'cactus',
    'camera',
    'computer',
    'cucumber',
    'cupcake',
    'canoe',
    'candy',
  ],
  d: ['dog', 'duck', 'door', 'dolphin', 'dice', 'doughnut', 'dinosaur'],
  e: ['egg', 'elephant', 'envelope'],
  f: ['fish', 'fox', 'fan', 'fire', 'feather', 'foot', 'fire engine'],
  g: ['goat', 'gorilla', 'gift', 'guitar', 'girl', 'ghost'],
  h: ['hat', 'horse', 'house', 'hand', 'hippo', 'honey', 'hammer', 'helicopter', 'hedgehog'],
  // No pictured word begins with a short i that a child names exactly (an insect is 'a beetle').
  i: [],
  j: ['jar', 'jeans', 'jellyfish'],
  k: ['kite', 'key', 'kangaroo', 'koala', 'kiwi'],
  l: [
    'lion',
    'leg',
    'leaf',
    'lemon',
    'ladder',
    'lollipop',
    'lizard',
    'llama',
    'leopard',
    'lightning',
  ],
  m: [
    'moon',
    'mouse',
    'monkey',
    'map',
    'mushroom',
    'mirror',
    'magnet',
    'mountain',
    'motorbike',
    'medal',
  ],
  n: ['nest', 'nose', 'needle'],
  o: ['octopus', 'olive'],
  p: [
    'pig',
    'pen',
    'pencil',
    'pear',
    'pin',
    'penguin',
    'panda',
    'parrot',
    'peacock',
    'pie',
    'pizza',
    'pineapple',
    'popcorn',
    'potato',
    'puzzle',
    'pancakes',
    'peas',
    'pepper',
    'police car',
    'pumpkin',
  ],
  // A queen is drawn as a princess, so q has no picture a child names exactly.
  q: [],
  r: ['rabbit', 'rat', 'ring', 'rock', 'robot', 'rocket', 'rose', 'rainbow', 'ruler', 'radio'],
  s: ['sun', 'socks', 'seal', 'sandwich', 'soap', 'saw', 'scissors'],
  t: ['tiger', 'tent', 'tomato', 'tooth', 'turtle', 'taxi', 'teddy', 'tie', 'tongue', 'toothbrush'],
  u: ['umbrella'],
  v: ['violin', 'volcano'],
  w: [
    'web',
    'watch',
    'window',
    'wolf',
    'worm',
    'wheel',
    'wand',
    'wing',
    'watermelon',
    'wave',
    'whale',
  ],
  // The x sound ends words (box, fox); an x-ray is drawn as a skeleton.
  x: [],
  y: [
    // Nursery volumes 2-4
    'yo-yo',
  ],
  z: ['zebra'],
};

/**
 * The sound each letter stands for at the start of a word. Letters that share a sound (c and k)
 * share a key, so a kite is never the wrong answer for c.
 */
const SOUND_OF_LETTER: Readonly<Record<Letter, string>> = {
  ...(Object.fromEntries(LETTERS.map((letter) => [letter, letter])) as Record<Letter, string>),
  c: 'k',
  k: 'k',
  q: 'kw',
};

/** Words that begin with a letter but not its usual sound, with the sound they begin with. */
export const MISLEADING_STARTS: Readonly<Record<string, string>> = {
  giraffe: 'a soft g, like j',
  unicorn: 'a long u, like you',
  owl: 'ow',
  onion: 'u, as in up',
  'ice cream': 'a long i',
  eye: 'a long i',
  ear: 'ear',
  chair: 'ch',
  shoe: 'sh',
  thumb: 'th',
  phone: 'f',
};

/** Lexicon words that begin with the usual sound of the letter (empty for an unknown letter). */
export function wordsStartingWith(letter: string): Word[] {
  const key = letter.toLowerCase();
  return isLetter(key) ? getWords(BEGINNING_SOUND_WORDS[key]) : [];
}

/** The letter whose list holds the word, or undefined for words with a misleading start. */
export function beginningLetterOf(word: string): Letter | undefined {
  return LETTERS.find((letter) => BEGINNING_SOUND_WORDS[letter].includes(word));
}

/** True when the two letters stand for the same first sound (c and k). */
export function soundsAlike(a: Letter, b: Letter): boolean {
  return SOUND_OF_LETTER[a] === SOUND_OF_LETTER[b];
}

/**
 * True when the word can be shown as a wrong answer for the letter: it has a listed first sound,
 * and neither its letter nor its sound is the letter's.
 */
export function clearlyNotStartingWith(word: string, letter: Letter): boolean {
  const own = beginningLetterOf(word);
  return !(own === undefined || word.startsWith(letter) || soundsAlike(own, letter));
}
