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

/**
 * Short vowels: a picture of a short-vowel word is shown with its letters and a gap (c _ t); the
 * child picks the missing middle vowel.
 *
 * JSON params:
 * - `vowels` (at least 1 of `"a"`, `"e"`, `"i"`, `"o"`, `"u"`): the vowels practised.
 * - `words` (default `"cvc"`): `"cvc"` uses three-letter words (cat, bed, pig, dog, sun);
 *   `"all"` adds longer words with one short vowel (frog, nest, fish, drum).
 * - `choices` (2-5, default 3): how many vowels to pick from; wrong choices come first from the
 *   other practised vowels.
 *
 * Example: `{ "vowels": ["a", "i"] }`.
 */
export interface ShortVowelsParams {
  vowels: ShortVowel[];
  words: 'cvc' | 'all';
  choices: number;
}

export function parseShortVowelsParams(params: Record<string, unknown>): ShortVowelsParams {
  const read = new ParamsReader('short-vowels', params);
  return {
    vowels: read.listOf('vowels', SHORT_VOWELS, 1),
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

function vowelItem(
  id: string,
  vowel: ShortVowel,
  target: Word,
  params: ShortVowelsParams,
  random: Random,
): ChoiceItem {
  const at = vowelIndex(target.word);
  const before = target.word.slice(0, at);
  const after = target.word.slice(at + 1);
  const others = SHORT_VOWELS.filter((other) => other !== vowel);
  const distractors = [
    ...random.shuffle(others.filter((other) => params.vowels.includes(other))),
    ...random.shuffle(others.filter((other) => !params.vowels.includes(other))),
  ].slice(0, params.choices - 1);
  const name = capitalised(target.word);
  const key = VOWEL_KEY_WORDS[vowel];
  const spelt = target.word.split('').join(', ');
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
    return vowelItem(`${index + 1}-${vowel}-${target.word}`, vowel, target, params, random);
  });
}
