import { drawDistinct } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import { COUNTABLE_PICTURES, countOf, pictureNoun } from '@/domain/picture-nouns';
import type { Random } from '@/domain/random';
import type { Choice, MatchItem } from '@/domain/types';
import {
  findWord,
  getWord,
  isLetter,
  soundsAlike,
  wordsStartingWith,
  type Letter,
  type Word,
} from '@/domain/lexicon';

export type MatchPairs = 'picture-word' | 'letter-picture' | 'number-group';

/**
 * Match column: two columns to join, 3-4 pairs per item.
 *
 * JSON params:
 * - `pairs`: what is matched.
 *   - `"picture-word"`: pictures to their printed words; `items` are words of the word bank
 *     (`["cat", "dog", "sun"]`).
 *   - `"letter-picture"`: letters to a picture that begins with their sound; `items` are lower
 *     case letters (`["a", "b", "c"]`). Letters that share a sound (c, k) never meet in one item.
 *   - `"number-group"`: numbers to groups of that many pictures; `items` are numbers 1-10 as
 *     text (`["1", "2", "3", "4", "5"]`).
 * - `items` (at least `size`): what the pairs are drawn from.
 * - `size` (3-4, default 3): pairs per item.
 *
 * Example: `{ "pairs": "letter-picture", "items": ["a", "b", "c", "d", "e", "f"] }`.
 */
export interface MatchColumnParams {
  pairs: MatchPairs;
  items: string[];
  size: number;
}

const MAX_GROUP = 10;

function isGroupSize(item: string): boolean {
  return /^\d+$/.test(item) && Number(item) >= 1 && Number(item) <= MAX_GROUP;
}

/** Letters taken in order, skipping any that sounds like one already taken (c after k). */
function distinctSounding(letters: readonly Letter[], size: number): Letter[] {
  const taken: Letter[] = [];
  for (const letter of letters) {
    if (taken.length < size && !taken.some((other) => soundsAlike(other, letter)))
      taken.push(letter);
  }
  return taken;
}

export function parseMatchColumnParams(params: Record<string, unknown>): MatchColumnParams {
  const read = new ParamsReader('match-column', params);
  const pairs = read.oneOf('pairs', ['picture-word', 'letter-picture', 'number-group'] as const);
  const size = read.int('size', { min: 3, max: 4 }, 3);
  const items = read.strings('items', size);
  const bad = items.find((item) => {
    if (pairs === 'picture-word') return findWord(item) === undefined;
    if (pairs === 'letter-picture') return !isLetter(item) || wordsStartingWith(item).length === 0;
    return !isGroupSize(item);
  });
  if (bad !== undefined) read.fail(`items has an entry '${bad}' that ${pairs} cannot use`);
  if (pairs === 'letter-picture' && distinctSounding(items as Letter[], size).length < size) {
    read.fail(`items needs ${size} letters with different sounds`);
  }
  return { pairs, items, size };
}

function pictureChoice(id: string, entry: Word): Choice {
  return { id, visual: { type: 'picture', picture: entry.picture }, speech: entry.word };
}

/** 'a, b and c'. */
function listed(parts: readonly string[]): string {
  return parts.length < 2
    ? parts.join('')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function pictureWordItem(id: string, words: readonly string[], random: Random): MatchItem {
  const entries = words.map(getWord);
  const key = (entry: Word) => entry.word.replace(/\s+/g, '-');
  const first = entries[0] as Word;
  return {
    id,
    type: 'match',
    prompt: { text: 'Match each picture to its word.', speech: 'Match each picture to its word.' },
    left: entries.map((entry) => pictureChoice(`picture-${key(entry)}`, entry)),
    right: random.shuffle(entries).map((entry) => ({
      id: `word-${key(entry)}`,
      visual: { type: 'text', text: entry.word },
      speech: `the word ${entry.word}`,
    })),
    answer: Object.fromEntries(
      entries.map((entry) => [`picture-${key(entry)}`, `word-${key(entry)}`]),
    ),
    hint: `Look at the first letter: the word ${first.word} begins with ${first.word[0]}.`,
    praise: `Yes! You matched ${listed(entries.map((entry) => entry.word))} to their words.`,
  };
}

function letterPictureItem(id: string, letters: readonly Letter[], random: Random): MatchItem {
  const words = letters.map((letter) => random.pick(wordsStartingWith(letter)));
  const first = letters[0] as Letter;
  const firstWord = words[0] as Word;
  return {
    id,
    type: 'match',
    prompt: {
      text: 'Match each letter to a picture that begins with it.',
      speech: 'Match each letter to a picture that begins with its sound.',
    },
    left: letters.map((letter) => ({
      id: `letter-${letter}`,
      visual: { type: 'text', text: letter },
      speech: `letter ${letter}`,
    })),
    right: random
      .shuffle(letters.map((letter, index) => ({ letter, entry: words[index] as Word })))
      .map(({ letter, entry }) => pictureChoice(`picture-${letter}`, entry)),
    answer: Object.fromEntries(letters.map((letter) => [`letter-${letter}`, `picture-${letter}`])),
    hint: `Start with ${first}: ${first}-${first}-${firstWord.word}.`,
    praise: `Yes! ${listed(letters.map((letter, index) => `${letter} for ${words[index]?.word}`))}.`,
  };
}

function numberGroupItem(
  id: string,
  numbers: readonly number[],
  picture: string,
  random: Random,
): MatchItem {
  return {
    id,
    type: 'match',
    prompt: {
      text: 'Match each number to the group with that many.',
      speech: `Match each number to the group with that many ${pictureNoun(picture, 2)}.`,
    },
    left: numbers.map((value) => ({
      id: `number-${value}`,
      visual: { type: 'text', text: String(value) },
      speech: String(value),
    })),
    right: random.shuffle(numbers).map((value) => ({
      id: `group-${value}`,
      visual: { type: 'group', picture, count: value },
      speech: countOf(picture, value),
    })),
    answer: Object.fromEntries(numbers.map((value) => [`number-${value}`, `group-${value}`])),
    hint: `Count the ${pictureNoun(picture, 2)} in each group: 1, 2, 3... Then find the number that says how many.`,
    praise: `Yes! You matched ${listed(numbers.map((value) => `${value} with ${countOf(picture, value)}`))}.`,
  };
}

export function generateMatchColumn(
  params: MatchColumnParams,
  random: Random,
  count: number,
): MatchItem[] {
  const sets = drawDistinct(
    count,
    random,
    (draw) =>
      params.pairs === 'letter-picture'
        ? distinctSounding(draw.shuffle(params.items as Letter[]), params.size)
        : draw.sample(params.items, params.size),
    (set) => [...set].sort().join('|'),
  );
  return sets.map((set, index) => {
    const id = `${index + 1}-${set.join('-').replace(/\s+/g, '-')}`;
    if (params.pairs === 'picture-word') return pictureWordItem(id, set, random);
    if (params.pairs === 'letter-picture') return letterPictureItem(id, set as Letter[], random);
    const numbers = set.map(Number).sort((a, b) => a - b);
    return numberGroupItem(id, numbers, random.pick(COUNTABLE_PICTURES), random);
  });
}
