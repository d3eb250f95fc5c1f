import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem } from '@/domain/types';
import {
  CVC_WORDS,
  LONGER_SHORT_VOWEL_WORDS,
  SHORT_VOWELS,
  capitalised,
  getWord,
  vowelIndex,
  type ShortVowel,
  type Word,
} from '@/domain/lexicon';
import { WORD_CHOICE, wordChoice } from '../word-choice';

export { WORD_CHOICE, wordChoice };

/**
 * Short vowels, in two modes.
 * - `"fill-gap"`: a picture of a short-vowel word is shown with its letters and a gap (c _ t);
 *   the child picks the missing vowel. It needs at least two practised vowels: with one, the
 *   answer would be the same letter every time.
 * - `"pick-picture"`: a vowel is shown and said; the child picks the one picture whose word has
 *   that short vowel, among words with other vowels ("Which one has a, as in apple?").
 *
 * JSON params:
 * - `vowels` (at least 1 of `"a"`, `"e"`, `"i"`, `"o"`, `"u"`; 2 in fill-gap mode): the vowels
 *   practised.
 * - `mode` (default `"fill-gap"`).
 * - `words` (default `"cvc"`): `"cvc"` uses three-letter words (cat, bed, pig, dog, sun);
 *   `"all"` adds longer words with one short vowel (frog, nest, fish, drum).
 * - `choices` (2-5, default 3): how many vowels or pictures to pick from; wrong choices come
 *   first from the other practised vowels.
 *
 * Example: `{ "vowels": ["a", "i"] }`, `{ "vowels": ["a"], "mode": "pick-picture" }`.
 */
export interface ShortVowelsParams {
  vowels: ShortVowel[];
  mode: 'fill-gap' | 'pick-picture';
  words: 'cvc' | 'all';
  choices: number;
}

export function parseShortVowelsParams(params: Record<string, unknown>): ShortVowelsParams {
  const read = new ParamsReader('short-vowels', params);
  const vowels = read.listOf('vowels', SHORT_VOWELS, 1);
  const mode = read.oneOf('mode', ['fill-gap', 'pick-picture'] as const, 'fill-gap');
  if (mode === 'fill-gap' && vowels.length < 2) {
    read.fail('fill-gap mode needs at least 2 vowels, or the answer is always the same letter');
  }
  return {
    vowels,
    mode,
    words: read.oneOf('words', ['cvc', 'all'] as const, 'cvc'),
    choices: read.int('choices', { min: 2, max: 5 }, 3),
  };
}

/** The word that starts with each short vowel sound, to hear it on its own. */
export const VOWEL_KEY_WORDS: Readonly<Record<ShortVowel, string>> = {
  a: 'apple',
  e: 'egg',
  i: 'insect',
  o: 'octopus',
  u: 'umbrella',
};

export const VOWEL_CHOICE = 'vowel-';

export function vowelChoice(vowel: ShortVowel): Choice {
  return { id: `${VOWEL_CHOICE}${vowel}`, visual: { type: 'text', text: vowel }, speech: vowel };
}

function wordsFor(vowel: ShortVowel, params: ShortVowelsParams): readonly string[] {
  return params.words === 'all'
    ? [...CVC_WORDS[vowel], ...LONGER_SHORT_VOWEL_WORDS[vowel]]
    : CVC_WORDS[vowel];
}

/** The other vowels, practised ones first, each group shuffled. */
function otherVowels(vowel: ShortVowel, params: ShortVowelsParams, random: Random): ShortVowel[] {
  const others = SHORT_VOWELS.filter((other) => other !== vowel);
  return [
    ...random.shuffle(others.filter((other) => params.vowels.includes(other))),
    ...random.shuffle(others.filter((other) => !params.vowels.includes(other))),
  ];
}

function spelling(word: string): string {
  return word.split('').join(', ');
}

/** 'Which one has a, as in apple?': the target among words with other short vowels. */
function pickPictureItem(
  id: string,
  vowel: ShortVowel,
  target: Word,
  params: ShortVowelsParams,
  random: Random,
): ChoiceItem {
  const key = VOWEL_KEY_WORDS[vowel];
  const distractors = otherVowels(vowel, params, random)
    .slice(0, params.choices - 1)
    .map((other) => getWord(random.pick(wordsFor(other, params))));
  return {
    id,
    type: 'choice',
    prompt: {
      text: `Which one has ${vowel}?`,
      speech: `Which one has the ${vowel} sound, as in ${key}? ${vowel}, ${vowel}.`,
    },
    stem: { type: 'visual', visual: { type: 'text', text: vowel } },
    choices: random.shuffle([target, ...distractors]).map(wordChoice),
    answer: wordChoice(target).id,
    hint: `Say each word slowly. Listen for ${vowel}, the first sound of ${key}.`,
    praise: `Yes! ${capitalised(target.word)} has ${vowel}: ${spelling(target.word)}.`,
  };
}

function fillGapItem(
  id: string,
  vowel: ShortVowel,
  target: Word,
  params: ShortVowelsParams,
  random: Random,
): ChoiceItem {
  const at = vowelIndex(target.word);
  const before = target.word.slice(0, at);
  const after = target.word.slice(at + 1);
  const distractors = otherVowels(vowel, params, random).slice(0, params.choices - 1);
  const name = capitalised(target.word);
  const key = VOWEL_KEY_WORDS[vowel];
  const spelt = spelling(target.word);
  // Ant, egg and ox begin with their vowel: there is no middle to ask about.
  const first = at === 0;
  return {
    id,
    type: 'choice',
    prompt: {
      text: 'Which letter is missing?',
      speech: first
        ? `${name}. Which sound does ${target.word} begin with?`
        : `${name}. Which sound is in the middle of ${target.word}?`,
    },
    stem: {
      type: 'sequence',
      cells: [
        { type: 'picture', picture: target.picture },
        ...(before ? [{ type: 'text' as const, text: before }] : []),
        null,
        ...(after ? [{ type: 'text' as const, text: after }] : []),
      ],
    },
    choices: random.shuffle([vowel, ...distractors]).map(vowelChoice),
    answer: vowelChoice(vowel).id,
    hint: !first
      ? `Say ${target.word} slowly. Its middle sound is the first sound of ${key}.`
      : key === target.word
        ? `Say ${target.word} slowly and listen to its very first sound.`
        : `Say ${target.word} slowly. It begins with the first sound of ${key}.`,
    praise: first
      ? `Yes! ${name} begins with ${vowel}: ${spelt}.`
      : `Yes! ${name} has ${vowel} in the middle: ${spelt}.`,
  };
}

export function generateShortVowels(
  params: ShortVowelsParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const vowels = spread(random, params.vowels, count);
  const queues = new Map<ShortVowel, string[]>();
  return vowels.map((vowel, index) => {
    let queue = queues.get(vowel);
    if (!queue || queue.length === 0) {
      queue = random.shuffle(wordsFor(vowel, params));
      queues.set(vowel, queue);
    }
    const target = getWord(queue.shift() as string);
    const makeItem = params.mode === 'pick-picture' ? pickPictureItem : fillGapItem;
    return makeItem(`${index + 1}-${vowel}-${target.word}`, vowel, target, params, random);
  });
}
