import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { RHYME_FAMILIES, capitalised, getWord } from '@/domain/lexicon';
import { WORD_CHOICE, wordChoice } from '../word-choice';

export { WORD_CHOICE, wordChoice };

/**
 * Rhyming: a picture is shown and named; the child picks the picture that rhymes with it.
 *
 * JSON params:
 * - `families` (at least 1): the rhyming families practised, by their shared ending, e.g.
 *   `["at", "og", "ee"]` (at: cat hat bat rat; og: dog frog log; ee: bee tree). Families:
 *   ag ain ake an ap ar at ear ed ee ell en ick ie in ing oat ock og oon ose ouse own ox uck ug.
 * - `choices` (2-4, default 3): how many pictures to pick from; wrong choices come from other
 *   families (first the practised ones), so exactly one picture rhymes.
 *
 * Example: `{ "families": ["at", "og", "ee", "ar"] }`.
 */
export interface RhymingParams {
  families: string[];
  choices: number;
}

export function parseRhymingParams(params: Record<string, unknown>): RhymingParams {
  const read = new ParamsReader('rhyming', params);
  return {
    families: read.listOf('families', Object.keys(RHYME_FAMILIES), 1),
    choices: read.int('choices', { min: 2, max: 4 }, 3),
  };
}

/** Every ordered pair of different words of a family: (cat, hat), (hat, cat), ... */
function pairsOf(family: string): [string, string][] {
  const words = RHYME_FAMILIES[family] ?? [];
  return words.flatMap((first) =>
    words.filter((second) => second !== first).map((second): [string, string] => [first, second]),
  );
}

/** 'c-at': the word split before its rhyme. */
function onsetAndRime(word: string, family: string): string {
  const onset = word.slice(0, word.length - family.length);
  return onset ? `${onset}-${family}` : word;
}

function rhymeItem(
  id: string,
  family: string,
  [shownWord, rhymingWord]: [string, string],
  params: RhymingParams,
  random: Random,
): ChoiceItem {
  const shown = getWord(shownWord);
  const answer = getWord(rhymingWord);
  const otherFamilies = [
    ...random.shuffle(params.families.filter((other) => other !== family)),
    ...random.shuffle(
      Object.keys(RHYME_FAMILIES).filter((other) => !params.families.includes(other)),
    ),
  ].slice(0, params.choices - 1);
  const distractors = otherFamilies.map((other) =>
    getWord(random.pick(RHYME_FAMILIES[other] ?? [])),
  );
  const name = capitalised(shown.word);
  return {
    id,
    type: 'choice',
    prompt: {
      text: `Which picture rhymes with ${shown.word}?`,
      speech: `${name}. Which picture rhymes with ${shown.word}?`,
    },
    stem: { type: 'visual', visual: { type: 'picture', picture: shown.picture } },
    choices: random.shuffle([answer, ...distractors]).map(wordChoice),
    answer: wordChoice(answer).id,
    hint: `Listen to the end: ${onsetAndRime(shown.word, family)}. Which one ends with ${family} too?`,
    praise: `Yes! ${name} and ${answer.word} rhyme: they both end with ${family}.`,
  };
}

export function generateRhyming(
  params: RhymingParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const families = spread(random, params.families, count);
  const queues = new Map<string, [string, string][]>();
  return families.map((family, index) => {
    let queue = queues.get(family);
    if (!queue || queue.length === 0) {
      queue = random.shuffle(pairsOf(family));
      queues.set(family, queue);
    }
    const pair = queue.shift() as [string, string];
    return rhymeItem(`${index + 1}-${pair[0]}-${pair[1]}`, family, pair, params, random);
  });
}
