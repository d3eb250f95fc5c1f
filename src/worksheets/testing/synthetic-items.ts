/**
 * Items covering every item type, stem type and visual type, for tests and the benchmark.
 * Words and pictures come from the picture set (fluent-emoji-flat names).
 */
import {
  buildWordItem,
  numberLineItem,
  sortItem,
  storyOrderItem,
  tenFrameItem,
} from '@/activities/testing/place-items';
import type { Choice, ChoiceItem, Item, MatchItem, TraceItem, Visual } from '@/domain/types';

export { buildWordItem, numberLineItem, sortItem, storyOrderItem, tenFrameItem };

const choice = (id: string, visual: Visual, speech: string): Choice => ({ id, visual, speech });

const base = (id: string, text: string) => ({
  id,
  prompt: { text, speech: text },
  hint: 'Look carefully and try again.',
  praise: 'Well done!',
});

export const pictureChoiceItem: ChoiceItem = {
  ...base('begin-b', 'Which picture starts with b?'),
  type: 'choice',
  stem: { type: 'visual', visual: { type: 'text', text: 'b' } },
  choices: [
    choice('ball', { type: 'picture', picture: 'soccer-ball' }, 'ball'),
    choice('cat', { type: 'picture', picture: 'cat-face' }, 'cat'),
    choice('sun', { type: 'picture', picture: 'sun' }, 'sun'),
  ],
  answer: 'ball',
};

export const wordChoiceItem: ChoiceItem = {
  ...base('sight-the', 'Find the word you hear.'),
  prompt: { text: 'Find the word you hear.', speech: 'Find the word the. The.' },
  type: 'choice',
  choices: [
    choice('and', { type: 'text', text: 'and' }, 'and'),
    choice('the', { type: 'text', text: 'the' }, 'the'),
    choice('is', { type: 'text', text: 'is' }, 'is'),
  ],
  answer: 'the',
};

export const countingItem: ChoiceItem = {
  ...base('count-apples', 'How many apples?'),
  type: 'choice',
  stem: { type: 'visual', visual: { type: 'group', picture: 'red-apple', count: 7 } },
  choices: [
    choice('6', { type: 'text', text: '6' }, 'six'),
    choice('7', { type: 'text', text: '7' }, 'seven'),
    choice('8', { type: 'text', text: '8' }, 'eight'),
  ],
  answer: '7',
};

export const pictureStemItem: ChoiceItem = {
  ...base('odd-fish', 'What is this?'),
  type: 'choice',
  stem: { type: 'visual', visual: { type: 'picture', picture: 'fish' } },
  choices: [
    choice('fish', { type: 'text', text: 'fish' }, 'fish'),
    choice('dish', { type: 'text', text: 'dish' }, 'dish'),
  ],
  answer: 'fish',
};

export const colourItem: ChoiceItem = {
  ...base('colour-red', 'Circle the red one.'),
  type: 'choice',
  stem: { type: 'visual', visual: { type: 'text', text: 'red' } },
  choices: [
    choice('blue', { type: 'colour', colour: 'blue' }, 'blue'),
    choice('red', { type: 'colour', colour: 'red' }, 'red'),
    choice('yellow', { type: 'colour', colour: 'yellow' }, 'yellow'),
    choice('white', { type: 'colour', colour: 'white' }, 'white'),
  ],
  answer: 'red',
};

export const colourStemItem: ChoiceItem = {
  ...base('colour-name', 'What colour is this?'),
  type: 'choice',
  stem: { type: 'visual', visual: { type: 'colour', colour: 'green' } },
  choices: [
    choice('green', { type: 'text', text: 'green' }, 'green'),
    choice('pink', { type: 'text', text: 'pink' }, 'pink'),
  ],
  answer: 'green',
};

export const shapeItem: ChoiceItem = {
  ...base('shape-star', 'Which one is a star?'),
  type: 'choice',
  stem: { type: 'visual', visual: { type: 'shape', shape: 'triangle' } },
  choices: [
    choice('circle', { type: 'shape', shape: 'circle' }, 'circle'),
    choice('star', { type: 'shape', shape: 'star', colour: 'yellow' }, 'star'),
    choice('heart', { type: 'shape', shape: 'heart', colour: 'pink' }, 'heart'),
    choice('square', { type: 'shape', shape: 'square' }, 'square'),
    choice('diamond', { type: 'shape', shape: 'diamond', colour: 'blue' }, 'diamond'),
    choice('oval', { type: 'shape', shape: 'oval' }, 'oval'),
    choice('rectangle', { type: 'shape', shape: 'rectangle', colour: 'green' }, 'rectangle'),
  ],
  answer: 'star',
};

export const patternItem: ChoiceItem = {
  ...base('pattern-ab', 'What comes next?'),
  type: 'choice',
  stem: {
    type: 'sequence',
    cells: [
      { type: 'picture', picture: 'red-apple' },
      { type: 'picture', picture: 'banana' },
      { type: 'picture', picture: 'red-apple' },
      { type: 'picture', picture: 'banana' },
      { type: 'picture', picture: 'red-apple' },
      null,
    ],
  },
  choices: [
    choice('banana', { type: 'picture', picture: 'banana' }, 'banana'),
    choice('apple', { type: 'picture', picture: 'red-apple' }, 'apple'),
  ],
  answer: 'banana',
};

export const missingNumberItem: ChoiceItem = {
  ...base('missing-4', 'Which number is missing?'),
  type: 'choice',
  stem: {
    type: 'sequence',
    cells: [1, 2, 3, null, 5].map((value) =>
      value === null ? null : { type: 'text', text: `${value}` },
    ),
  },
  choices: [
    choice('4', { type: 'text', text: '4' }, 'four'),
    choice('6', { type: 'text', text: '6' }, 'six'),
    choice('9', { type: 'text', text: '9' }, 'nine'),
  ],
  answer: '4',
};

export const numberGridItem: ChoiceItem = {
  ...base('grid-17', 'Which number is hiding in the grid?'),
  type: 'choice',
  stem: {
    type: 'grid',
    columns: 10,
    cells: Array.from({ length: 20 }, (_, index) => (index === 16 ? null : index + 1)),
  },
  choices: [
    choice('17', { type: 'text', text: '17' }, 'seventeen'),
    choice('71', { type: 'text', text: '71' }, 'seventy-one'),
    choice('16', { type: 'text', text: '16' }, 'sixteen'),
  ],
  answer: '17',
};

export const additionItem: ChoiceItem = {
  ...base('add-3-2', 'Add them up.'),
  type: 'choice',
  stem: {
    type: 'equation',
    left: { type: 'group', picture: 'strawberry', count: 3 },
    operator: '+',
    right: { type: 'group', picture: 'strawberry', count: 2 },
  },
  choices: [
    choice('4', { type: 'text', text: '4' }, 'four'),
    choice('5', { type: 'text', text: '5' }, 'five'),
    choice('6', { type: 'text', text: '6' }, 'six'),
  ],
  answer: '5',
};

export const subtractionItem: ChoiceItem = {
  ...base('sub-9-4', 'Take away.'),
  type: 'choice',
  stem: {
    type: 'equation',
    left: { type: 'text', text: '9' },
    operator: '-',
    right: { type: 'text', text: '4' },
  },
  choices: [
    choice('5', { type: 'text', text: '5' }, 'five'),
    choice('3', { type: 'text', text: '3' }, 'three'),
  ],
  answer: '5',
};

export const compareItem: ChoiceItem = {
  ...base('compare-more', 'Which side has more?'),
  type: 'choice',
  stem: {
    type: 'compare',
    left: { type: 'group', picture: 'fish', count: 4 },
    right: { type: 'group', picture: 'fish', count: 6 },
  },
  choices: [
    choice('left', { type: 'text', text: 'left' }, 'the left side'),
    choice('right', { type: 'text', text: 'right' }, 'the right side'),
  ],
  answer: 'right',
};

export const compareSymbolItem: ChoiceItem = {
  ...base('compare-symbol', 'Which sign goes in the box?'),
  type: 'choice',
  stem: { type: 'compare', left: { type: 'text', text: '8' }, right: { type: 'text', text: '3' } },
  choices: [
    choice('lt', { type: 'text', text: '<' }, 'less than'),
    choice('gt', { type: 'text', text: '>' }, 'greater than'),
    choice('eq', { type: 'text', text: '=' }, 'equal to'),
  ],
  answer: 'gt',
};

export const matchCaseItem: MatchItem = {
  ...base('match-case', 'Join each big letter to its small letter.'),
  type: 'match',
  left: ['A', 'B', 'C', 'D'].map((letter) =>
    choice(letter, { type: 'text', text: letter }, letter),
  ),
  right: ['c', 'a', 'd', 'b'].map((letter) =>
    choice(letter, { type: 'text', text: letter }, letter),
  ),
  answer: { A: 'a', B: 'b', C: 'c', D: 'd' },
};

export const matchPictureItem: MatchItem = {
  ...base('match-count', 'Join each group to its number.'),
  type: 'match',
  left: [
    choice('g2', { type: 'group', picture: 'kite', count: 2 }, 'two kites'),
    choice('g4', { type: 'group', picture: 'kite', count: 4 }, 'four kites'),
    choice('sq', { type: 'shape', shape: 'square', colour: 'orange' }, 'orange square'),
    choice('pic', { type: 'picture', picture: 'elephant' }, 'elephant'),
  ],
  right: [
    choice('four', { type: 'text', text: '4' }, 'four'),
    choice('e', { type: 'text', text: 'e' }, 'e'),
    choice('orange', { type: 'colour', colour: 'orange' }, 'orange'),
    choice('two', { type: 'text', text: '2' }, 'two'),
  ],
  answer: { g2: 'two', g4: 'four', sq: 'orange', pic: 'e' },
};

export const traceLetterItem: TraceItem = {
  ...base('trace-a', 'Trace the letter a. a is for apple.'),
  type: 'trace',
  glyph: 'a',
  picture: 'red-apple',
};

export const traceUpperItem: TraceItem = {
  ...base('trace-B', 'Trace the capital letter B.'),
  type: 'trace',
  glyph: 'B',
};

export const traceNumberItem: TraceItem = {
  ...base('trace-10', 'Trace the number 10.'),
  type: 'trace',
  glyph: '10',
};

/** A character the stroke font does not draw, so the outlined-text fallback is used. */
export const traceFallbackItem: TraceItem = {
  ...base('trace-n-tilde', 'Trace the letter ñ.'),
  type: 'trace',
  glyph: 'ñ',
};

export const clockItem: ChoiceItem = {
  ...base('clock-3', 'What time is it?'),
  type: 'choice',
  stem: { type: 'visual', visual: { type: 'clock', hour: 3 } },
  choices: [
    choice('hour-3', { type: 'text', text: "3 o'clock" }, "3 o'clock"),
    choice('hour-9', { type: 'text', text: "9 o'clock" }, "9 o'clock"),
    choice('hour-12', { type: 'text', text: "12 o'clock" }, "12 o'clock"),
  ],
  answer: 'hour-3',
};

export const addingStoryItem: ChoiceItem = {
  ...base('story-3+2', 'How many ducks does Sam have now?'),
  type: 'choice',
  stem: { type: 'story', picture: 'duck', start: 3, change: 2, operator: '+' },
  choices: [
    choice('n5', { type: 'text', text: '5' }, 'five'),
    choice('n4', { type: 'text', text: '4' }, 'four'),
    choice('n6', { type: 'text', text: '6' }, 'six'),
  ],
  answer: 'n5',
};

export const takeAwayStoryItem: ChoiceItem = {
  ...base('story-7-3', 'How many apples does Mia have left?'),
  type: 'choice',
  stem: { type: 'story', picture: 'red-apple', start: 7, change: 3, operator: '-' },
  choices: [
    choice('n4', { type: 'text', text: '4' }, 'four'),
    choice('n3', { type: 'text', text: '3' }, 'three'),
    choice('n5', { type: 'text', text: '5' }, 'five'),
  ],
  answer: 'n4',
};

export const ALL_SYNTHETIC_ITEMS: Item[] = [
  pictureChoiceItem,
  wordChoiceItem,
  countingItem,
  pictureStemItem,
  colourItem,
  colourStemItem,
  shapeItem,
  patternItem,
  missingNumberItem,
  numberGridItem,
  additionItem,
  subtractionItem,
  addingStoryItem,
  takeAwayStoryItem,
  compareItem,
  compareSymbolItem,
  matchCaseItem,
  matchPictureItem,
  traceLetterItem,
  traceUpperItem,
  traceNumberItem,
  traceFallbackItem,
  buildWordItem,
  storyOrderItem,
  sortItem,
  tenFrameItem,
  numberLineItem,
  clockItem,
];
