/**
 * Place items for tests and the benchmark: a word to spell, a story to put in order and pictures
 * to sort, with pictures from the picture set.
 */
import type { BuildItem, Choice, PlaceItem, Visual } from '@/domain/types';

const choice = (id: string, visual: Visual, speech: string): Choice => ({ id, visual, speech });

const base = (id: string, text: string) => ({
  id,
  prompt: { text, speech: text },
  hint: 'Look carefully and try again.',
  praise: 'Well done!',
});

const place = (id: string, speech: string): Choice => ({
  id,
  visual: { type: 'text', text: '' },
  speech,
});

export const buildWordItem: PlaceItem = {
  ...base('spell-cat', 'Spell the word.'),
  type: 'place',
  layout: 'row',
  stem: { type: 'visual', visual: { type: 'picture', picture: 'cat-face' } },
  tiles: [
    { ...choice('letter-t', { type: 'text', text: 't' }, 't, as in tent'), name: 't' },
    { ...choice('letter-c', { type: 'text', text: 'c' }, 'c, as in cup'), name: 'c' },
    { ...choice('letter-o', { type: 'text', text: 'o' }, 'o, as in octopus'), name: 'o' },
    { ...choice('letter-a', { type: 'text', text: 'a' }, 'a, as in apple'), name: 'a' },
  ],
  spots: [place('place-0', 'first'), place('place-1', 'in the middle'), place('place-2', 'last')],
  answer: { 'letter-c': 'place-0', 'letter-a': 'place-1', 'letter-t': 'place-2' },
};

export const storyOrderItem: PlaceItem = {
  ...base('story-chick', 'Listen. What happens first, next and last?'),
  type: 'place',
  layout: 'row',
  tiles: [
    choice('step-1', { type: 'picture', picture: 'baby-chick' }, 'a chick hatches'),
    choice('step-2', { type: 'picture', picture: 'chicken' }, 'the chick is a big hen'),
    choice('step-0', { type: 'picture', picture: 'egg' }, 'an egg'),
  ],
  spots: [place('place-0', 'first'), place('place-1', 'next'), place('place-2', 'last')],
  answer: { 'step-0': 'place-0', 'step-1': 'place-1', 'step-2': 'place-2' },
};

export const sortItem: PlaceItem = {
  ...base('sort-animals-fruit', 'Put each picture in its group.'),
  type: 'place',
  layout: 'groups',
  tiles: [
    choice('word-cow', { type: 'picture', picture: 'cow-face' }, 'cow'),
    choice('word-pear', { type: 'picture', picture: 'pear' }, 'pear'),
    choice('word-pig', { type: 'picture', picture: 'pig-face' }, 'pig'),
    choice('word-banana', { type: 'picture', picture: 'banana' }, 'banana'),
  ],
  spots: [
    choice('group-animals', { type: 'picture', picture: 'dog-face' }, 'with the animals'),
    choice('group-fruit', { type: 'picture', picture: 'red-apple' }, 'with the fruit'),
  ],
  answer: {
    'word-cow': 'group-animals',
    'word-pig': 'group-animals',
    'word-pear': 'group-fruit',
    'word-banana': 'group-fruit',
  },
};

export const tenFrameItem: BuildItem = {
  ...base('make-7', 'Make 7.'),
  type: 'build',
  tool: 'frame',
  picture: 'red-apple',
  start: 0,
  size: 10,
  answer: 7,
};

export const numberLineItem: BuildItem = {
  ...base('hop-3-plus-4', 'Hop the frog to the answer.'),
  type: 'build',
  tool: 'line',
  picture: 'frog',
  start: 3,
  size: 10,
  answer: 7,
  stem: {
    type: 'equation',
    left: { type: 'text', text: '3' },
    operator: '+',
    right: { type: 'text', text: '4' },
  },
};
