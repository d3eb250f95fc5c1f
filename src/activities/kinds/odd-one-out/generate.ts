import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { CATEGORIES, agreeing, getWord, oddOneOutCandidates, type Word } from '@/domain/lexicon';
import {
  SOUND_GROUPINGS,
  parseSoundGroups,
  type SoundGrouping,
  type SoundGroups,
} from './sound-groups';
import { WORD_CHOICE, wordChoice } from '../word-choice';

export { WORD_CHOICE, wordChoice };

/**
 * Odd one out: pictures from one category and one picture from an unrelated category; the child
 * picks the one that does not belong.
 *
 * JSON params:
 * - `categories` (at least 1): the categories the matching pictures come from: animals,
 *   sea-animals, minibeasts, fruit, vegetables, treats, meals, vehicles, clothes, toys, music,
 *   sky, body, school, kitchen, house, tools, plants. The odd one comes first from the other
 *   listed categories, never from a related one (fruit and vegetables are both food).
 * - `choices` (3-4, default 4): how many pictures in all, one of them the odd one out.
 * - `by` (default `"category"`): `"first-sound"` groups the pictures by the first sound of their
 *   words instead ("Which one begins with a different sound?"), from `letters` (at least 1, each
 *   with `choices - 1` words in the beginning-sound lists); `"rhyme"` by rhyming ("Which one does
 *   not rhyme?"), from rhyme `families` (at least 1, each with `choices - 1` words). The odd one
 *   comes first from the other listed letters or families. `categories` is then not used.
 *
 * Example: `{ "categories": ["animals", "fruit", "vehicles", "clothes"] }`,
 * `{ "by": "first-sound", "letters": ["b", "m", "s", "t"] }`.
 */
export interface OddOneOutParams {
  categories: string[];
  choices: number;
  /** Set when the pictures go together by sound rather than by category. */
  bySound?: SoundGroups;
}

const GROUPINGS: readonly ('category' | SoundGrouping)[] = ['category', ...SOUND_GROUPINGS];

export function parseOddOneOutParams(params: Record<string, unknown>): OddOneOutParams {
  const read = new ParamsReader('odd-one-out', params);
  const by = read.oneOf('by', GROUPINGS, 'category');
  if (by !== 'category') {
    const choices = read.int('choices', { min: 3, max: 4 }, 4);
    return { categories: [], choices, bySound: parseSoundGroups(read, by, choices) };
  }
  return {
    categories: read.listOf('categories', Object.keys(CATEGORIES), 1),
    choices: read.int('choices', { min: 3, max: 4 }, 4),
  };
}

const COUNT_WORDS = ['', 'One', 'Two', 'Three'];

/** 'dog, cat, cow or apple'. */
function spokenList(words: readonly string[]): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

function oddWord(categoryId: string, params: OddOneOutParams, random: Random): Word {
  const candidates = oddOneOutCandidates(categoryId);
  const listed = new Set(
    params.categories
      .filter((other) => other !== categoryId)
      .flatMap((other) => CATEGORIES[other]?.words ?? []),
  );
  const preferred = candidates.filter((word) => listed.has(word));
  return getWord(random.pick(preferred.length > 0 ? preferred : candidates));
}

function oddOneOutItem(
  index: number,
  categoryId: string,
  params: OddOneOutParams,
  random: Random,
): ChoiceItem {
  const category = CATEGORIES[categoryId];
  if (!category) throw new Error(`odd-one-out: unknown category '${categoryId}'`);
  const belonging = random.sample(category.words, params.choices - 1).map(getWord);
  const odd = oddWord(categoryId, params, random);
  const choices = random.shuffle([...belonging, odd]);
  const names = spokenList(choices.map((entry) => entry.word));
  return {
    id: `${index + 1}-${categoryId}-${odd.word.replace(/\s+/g, '-')}`,
    type: 'choice',
    prompt: { text: 'Which one does not belong?', speech: `Which one does not belong? ${names}?` },
    choices: choices.map(wordChoice),
    answer: wordChoice(odd).id,
    hint: `${COUNT_WORDS[belonging.length]} of them are ${category.members}. Which one is not?`,
    praise: `Yes! The ${odd.word} ${agreeing(odd, 'does', 'do')} not belong: the others are all ${category.members}.`,
  };
}

export function generateOddOneOut(
  params: OddOneOutParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  return spread(random, params.categories, count).map((categoryId, index) =>
    oddOneOutItem(index, categoryId, params, random),
  );
}
