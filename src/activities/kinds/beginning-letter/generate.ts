import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem } from '@/domain/types';
import {
  BEGINNING_SOUND_WORDS,
  LETTERS,
  agreeing,
  capitalised,
  clearlyNotStartingWith,
  getWord,
  type Letter,
  type Word,
} from '@/domain/lexicon';
import { WORD_CHOICE, wordChoice } from '../word-choice';

export { WORD_CHOICE, wordChoice };

/**
 * Beginning letter: hear the first sound of a pictured word and link it to its letter.
 *
 * JSON params:
 * - `letters` (at least 1, lower case, e.g. `["a", "b", "c"]`): the letters practised. Each item
 *   uses a word that begins with the usual sound of one of them (hard c and g, short vowels).
 *   Letters without such a word whose picture a child names exactly (i, q, x) are refused.
 * - `mode` (default `"pick-picture"`): `"pick-picture"` shows a letter and the child picks the
 *   picture that begins with its sound; `"pick-letter"` shows a picture and the child picks its
 *   first letter.
 * - `choices` (2-4, default 3): how many pictures or letters to pick from. Wrong choices come
 *   first from the other practised letters, so the child compares the sounds being learnt.
 *
 * Example: `{ "letters": ["a", "b", "c", "d", "e", "f"], "mode": "pick-picture" }`.
 */
export interface BeginningLetterParams {
  letters: Letter[];
  mode: 'pick-letter' | 'pick-picture';
  choices: number;
}

export function parseBeginningLetterParams(params: Record<string, unknown>): BeginningLetterParams {
  const read = new ParamsReader('beginning-letter', params);
  const letters = read.listOf('letters', LETTERS, 1);
  const unpictured = letters.find((letter) => BEGINNING_SOUND_WORDS[letter].length === 0);
  if (unpictured) read.fail(`letter '${unpictured}' has no picture a child names exactly`);
  return {
    letters,
    mode: read.oneOf('mode', ['pick-letter', 'pick-picture'] as const, 'pick-picture'),
    choices: read.int('choices', { min: 2, max: 4 }, 3),
  };
}

export const LETTER_CHOICE = 'letter-';

export function letterChoice(letter: string): Choice {
  return {
    id: `${LETTER_CHOICE}${letter}`,
    visual: { type: 'text', text: letter },
    speech: letter,
  };
}

/** 'b-b-ball': the first sound twice, then the word. */
export function soundItOut(letter: string, word: string): string {
  return `${letter}-${letter}-${word}`;
}

/** Practised letters first (the contrast being learnt), then the rest of the alphabet. */
function otherLetters(
  random: Random,
  practised: readonly Letter[],
  usable: (l: Letter) => boolean,
) {
  const preferred = random.shuffle(practised.filter(usable));
  const rest = random.shuffle(
    LETTERS.filter((letter) => !practised.includes(letter) && usable(letter)),
  );
  return [...preferred, ...rest];
}

function pickPictureItem(
  id: string,
  letter: Letter,
  target: Word,
  params: BeginningLetterParams,
  random: Random,
): ChoiceItem {
  const distractorLetters = otherLetters(random, params.letters, (other) =>
    BEGINNING_SOUND_WORDS[other].some((word) => clearlyNotStartingWith(word, letter)),
  ).slice(0, params.choices - 1);
  const distractors = distractorLetters.map((other) =>
    getWord(
      random.pick(
        BEGINNING_SOUND_WORDS[other].filter((word) => clearlyNotStartingWith(word, letter)),
      ),
    ),
  );
  const choices = random.shuffle([target, ...distractors]).map(wordChoice);
  return {
    id,
    type: 'choice',
    prompt: {
      text: `Which picture begins with ${letter}?`,
      speech: `Which picture begins with the ${letter} sound? ${letter}, ${letter}.`,
    },
    stem: { type: 'visual', visual: { type: 'text', text: letter } },
    choices,
    answer: wordChoice(target).id,
    hint: `Listen: ${soundItOut(letter, target.word)}.`,
    praise: `Yes! ${capitalised(target.word)} ${agreeing(target, 'begins', 'begin')} with ${letter}.`,
  };
}

function pickLetterItem(
  id: string,
  letter: Letter,
  target: Word,
  params: BeginningLetterParams,
  random: Random,
): ChoiceItem {
  const distractors = otherLetters(random, params.letters, (other) =>
    clearlyNotStartingWith(target.word, other),
  ).slice(0, params.choices - 1);
  return {
    id,
    type: 'choice',
    prompt: {
      text: `Which letter does ${target.word} begin with?`,
      speech: `${capitalised(target.word)}. Which letter does ${target.word} begin with?`,
    },
    stem: { type: 'visual', visual: { type: 'picture', picture: target.picture } },
    choices: random.shuffle([letter, ...distractors]).map(letterChoice),
    answer: letterChoice(letter).id,
    hint: `Listen: ${soundItOut(letter, target.word)}.`,
    praise: `Yes! ${capitalised(target.word)} ${agreeing(target, 'begins', 'begin')} with ${letter}.`,
  };
}

/** The words for a sequence of letters: each letter's words in shuffled passes. */
export function wordsForLetters(random: Random, letters: readonly Letter[]): Word[] {
  const queues = new Map<Letter, string[]>();
  return letters.map((letter) => {
    let queue = queues.get(letter);
    if (!queue || queue.length === 0) {
      queue = random.shuffle(BEGINNING_SOUND_WORDS[letter]);
      queues.set(letter, queue);
    }
    return getWord(queue.shift() as string);
  });
}

export function generateBeginningLetter(
  params: BeginningLetterParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const letters = spread(random, params.letters, count);
  const words = wordsForLetters(random, letters);
  const makeItem = params.mode === 'pick-letter' ? pickLetterItem : pickPictureItem;
  return letters.map((letter, index) => {
    const target = words[index] as Word;
    const id = `${index + 1}-${letter}-${target.word.replace(/\s+/g, '-')}`;
    return makeItem(id, letter, target, params, random);
  });
}
