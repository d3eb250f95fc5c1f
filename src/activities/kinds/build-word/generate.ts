import { drawDistinct, shuffleOutOfOrder } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import { placeNames } from '@/activities/core/places';
import {
  BEGINNING_SOUND_WORDS,
  CVC_WORDS,
  LONGER_SHORT_VOWEL_WORDS,
  SHORT_VOWELS,
  capitalised,
  findWord,
  isLetter,
  isShortVowel,
  type ShortVowel,
} from '@/domain/lexicon';
import type { Random } from '@/domain/random';
import type { Choice, PlaceItem } from '@/domain/types';
import { VOWEL_KEY_WORDS } from '../short-vowels/generate';

export interface BuildWordParams {
  vowels: ShortVowel[];
  words: 'cvc' | 'all';
  /** Letter tiles that are not in the word: first other vowels, then consonants. */
  spare: number;
}

export function parseBuildWordParams(params: Record<string, unknown>): BuildWordParams {
  const read = new ParamsReader('build-word', params);
  return {
    vowels: read.listOf('vowels', SHORT_VOWELS, 1),
    words: read.oneOf('words', ['cvc', 'all'] as const, 'cvc'),
    spare: read.int('spare', { min: 0, max: 3 }, 1),
  };
}

const SPARE_CONSONANTS = ['b', 'd', 'f', 'g', 'm', 'n', 'p', 's', 't'];

/** Words to spell: pictured, called by their own name, each letter once (a tile has one place). */
export function spellableWords(params: BuildWordParams): string[] {
  return params.vowels.flatMap((vowel) =>
    [...CVC_WORDS[vowel], ...(params.words === 'all' ? LONGER_SHORT_VOWEL_WORDS[vowel] : [])]
      .filter((word) => new Set(word).size === word.length)
      .filter((word) => {
        const entry = findWord(word);
        return entry !== undefined && entry.ambiguous === undefined;
      }),
  );
}

/** A letter tile says its letter with a word that starts with it, never the word being spelled. */
export function letterTile(letter: string, spelling: string): Choice {
  const examples = isLetter(letter) ? BEGINNING_SOUND_WORDS[letter] : [];
  const example =
    examples.find((word) => word !== spelling) ??
    (isShortVowel(letter) ? VOWEL_KEY_WORDS[letter] : undefined);
  return {
    id: `letter-${letter}`,
    visual: { type: 'text', text: letter },
    speech: example ? `${letter}, as in ${example}` : letter,
    name: letter,
  };
}

function spareLetters(word: string, count: number, random: Random): string[] {
  const vowels = random.shuffle(SHORT_VOWELS.filter((vowel) => !word.includes(vowel)));
  const consonants = random.shuffle(SPARE_CONSONANTS.filter((letter) => !word.includes(letter)));
  return [...vowels.slice(0, Math.min(count, 2)), ...consonants].slice(0, count);
}

function buildWordItem(word: string, index: number, params: BuildWordParams, random: Random) {
  const entry = findWord(word);
  if (!entry) throw new Error(`build-word: no picture for ${word}`);
  const letters = [...word];
  const places = placeNames(letters.length);
  const spots: Choice[] = letters.map((_, place) => ({
    id: `place-${place}`,
    visual: { type: 'text', text: '' },
    speech: places[place] ?? '',
  }));
  const tiles = shuffleOutOfOrder(
    random,
    [...letters, ...spareLetters(word, params.spare, random)].map((letter) =>
      letterTile(letter, word),
    ),
  );
  const item: PlaceItem = {
    id: `${index}-${word}`,
    type: 'place',
    layout: 'row',
    stem: { type: 'visual', visual: { type: 'picture', picture: entry.picture } },
    prompt: {
      text: 'Spell the word.',
      speech: `${capitalised(word)}. Put the letters in order to spell ${word}.`,
    },
    tiles,
    spots,
    answer: Object.fromEntries(
      letters.map((letter, place) => [`letter-${letter}`, `place-${place}`]),
    ),
    hint: `Say ${word} slowly. Which sound do you hear first?`,
    praise: `Yes! ${letters.join(', ')}: ${word}.`,
  };
  return item;
}

export function generateBuildWord(params: BuildWordParams, random: Random, count: number) {
  const words = spellableWords(params);
  if (words.length === 0) throw new Error('build-word: no word to spell for these vowels');
  return drawDistinct(
    count,
    random,
    (draw) => draw.pick(words),
    (word) => word,
  ).map((word, index) => buildWordItem(word, index, params, random));
}
