import { drawDistinct, spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem, MatchItem } from '@/domain/types';
import { LETTERS, type Letter } from '@/domain/lexicon';
import { SMALL_LETTER_SHAPES } from './shapes';

/**
 * Letter case: big (capital) and small letters that go together.
 *
 * JSON params:
 * - `letters` (at least 1, lower case, e.g. `["a", "b", "c"]`): the letters practised; in match
 *   mode at least as many as `choices`.
 * - `mode` (default `"choice"`): `"choice"` shows a big letter and the child picks its small
 *   partner; `"match"` gives 3-4 big letters to join to their small letters.
 * - `choices` (default 3): small letters to pick from (2-4), or pairs to match (3-4). Wrong small
 *   letters come first from the other practised letters.
 *
 * Example: `{ "letters": ["a", "b", "c", "d", "e", "f"], "mode": "match" }`.
 */
export interface LetterCaseParams {
  letters: Letter[];
  mode: 'choice' | 'match';
  choices: number;
}

export function parseLetterCaseParams(params: Record<string, unknown>): LetterCaseParams {
  const read = new ParamsReader('letter-case', params);
  const mode = read.oneOf('mode', ['choice', 'match'] as const, 'choice');
  const choices =
    mode === 'match'
      ? read.int('choices', { min: 3, max: 4 }, 3)
      : read.int('choices', { min: 2, max: 4 }, 3);
  const letters = read.listOf('letters', LETTERS, mode === 'match' ? choices : 1);
  return { letters, mode, choices };
}

export const BIG_CHOICE = 'big-';
export const SMALL_CHOICE = 'small-';

export function bigChoice(letter: Letter): Choice {
  const big = letter.toUpperCase();
  return {
    id: `${BIG_CHOICE}${letter}`,
    visual: { type: 'text', text: big },
    speech: `big ${big}`,
  };
}

export function smallChoice(letter: Letter): Choice {
  return {
    id: `${SMALL_CHOICE}${letter}`,
    visual: { type: 'text', text: letter },
    speech: `small ${letter}`,
  };
}

export function shapeHint(letter: Letter): string {
  return `Small ${letter} ${SMALL_LETTER_SHAPES[letter]}.`;
}

/** 'A with a, B with b and C with c'. */
function pairsSaid(letters: readonly Letter[]): string {
  const pairs = letters.map((letter) => `${letter.toUpperCase()} with ${letter}`);
  return pairs.length < 2
    ? pairs.join('')
    : `${pairs.slice(0, -1).join(', ')} and ${pairs[pairs.length - 1]}`;
}

function choiceItem(
  id: string,
  letter: Letter,
  params: LetterCaseParams,
  random: Random,
): ChoiceItem {
  const others = (list: readonly Letter[]) => list.filter((other) => other !== letter);
  const distractors = [
    ...random.shuffle(others(params.letters)),
    ...random.shuffle(others(LETTERS).filter((other) => !params.letters.includes(other))),
  ].slice(0, params.choices - 1);
  const big = letter.toUpperCase();
  return {
    id,
    type: 'choice',
    prompt: {
      text: `Which small letter goes with big ${big}?`,
      speech: `This is big ${big}. Which small letter goes with it?`,
    },
    stem: { type: 'visual', visual: { type: 'text', text: big } },
    choices: random.shuffle([letter, ...distractors]).map(smallChoice),
    answer: smallChoice(letter).id,
    hint: shapeHint(letter),
    praise: `Yes! Big ${big} and small ${letter} go together.`,
  };
}

function matchItem(id: string, letters: readonly Letter[], random: Random): MatchItem {
  const first = letters[0] as Letter;
  return {
    id,
    type: 'match',
    prompt: {
      text: 'Match each big letter to its small letter.',
      speech: 'Match each big letter to its small letter.',
    },
    left: letters.map(bigChoice),
    right: random.shuffle(letters).map(smallChoice),
    answer: Object.fromEntries(
      letters.map((letter) => [bigChoice(letter).id, smallChoice(letter).id]),
    ),
    hint: `Start with big ${first.toUpperCase()}. ${shapeHint(first)}`,
    praise: `Yes! You matched ${pairsSaid(letters)}.`,
  };
}

export function generateLetterCase(
  params: LetterCaseParams,
  random: Random,
  count: number,
): (ChoiceItem | MatchItem)[] {
  if (params.mode === 'choice') {
    return spread(random, params.letters, count).map((letter, index) =>
      choiceItem(`${index + 1}-${letter}`, letter, params, random),
    );
  }
  const sets = drawDistinct(
    count,
    random,
    (draw) => draw.sample(params.letters, params.choices),
    (set) => [...set].sort().join(''),
  );
  return sets.map((set, index) => matchItem(`${index + 1}-${set.join('')}`, set, random));
}
