import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem } from '@/domain/types';
import { DIGRAPH_WORDS, agreeing, capitalised, getWord, type Word } from '@/domain/lexicon';

type Place = 'start' | 'middle' | 'end';

/**
 * Digraphs: a picture is shown and the child picks the two letters that make one of its sounds
 * (ship: sh, duck: ck).
 *
 * JSON params:
 * - `digraphs` (at least 1 of ch ck ng ph sh th wh): the digraphs practised.
 * - `position` (default `"any"`): `"start"` asks for the first sound (ship), `"end"` for the last
 *   sound (fish), `"any"` mixes both and words with the digraph in the middle (elephant). Every
 *   digraph needs words in that position (ck and ng only end words; wh only starts them).
 * - `choices` (2-4, default 3): how many digraphs to pick from; a wrong choice is never
 *   anywhere in the word.
 *
 * Example: `{ "digraphs": ["sh", "ch", "th"], "position": "start" }`.
 */
export interface DigraphsParams {
  digraphs: string[];
  position: 'start' | 'end' | 'any';
  choices: number;
}

interface DigraphWord {
  word: string;
  place: Place;
}

export function digraphWords(digraph: string, position: DigraphsParams['position']): DigraphWord[] {
  const entry = DIGRAPH_WORDS[digraph];
  if (!entry) return [];
  const places: Place[] = position === 'any' ? ['start', 'middle', 'end'] : [position];
  return places.flatMap((place) => entry[place].map((word) => ({ word, place })));
}

export function parseDigraphsParams(params: Record<string, unknown>): DigraphsParams {
  const read = new ParamsReader('digraphs', params);
  const position = read.oneOf('position', ['start', 'end', 'any'] as const, 'any');
  const digraphs = read.listOf('digraphs', Object.keys(DIGRAPH_WORDS), 1);
  const missing = digraphs.find((digraph) => digraphWords(digraph, position).length === 0);
  if (missing) read.fail(`no pictured words have ${missing} at the ${position} of the word`);
  return { digraphs, position, choices: read.int('choices', { min: 2, max: 4 }, 3) };
}

export const DIGRAPH_CHOICE = 'digraph-';

export function digraphChoice(digraph: string): Choice {
  return {
    id: `${DIGRAPH_CHOICE}${digraph}`,
    visual: { type: 'text', text: digraph },
    speech: digraph.split('').join(' '),
  };
}

function questionFor(word: string, place: Place): string {
  if (place === 'start') return `Which sound does ${word} begin with?`;
  if (place === 'end') return `Which sound does ${word} end with?`;
  return `Which sound do you hear in the middle of ${word}?`;
}

function praiseFor(target: Word, digraph: string, place: Place): string {
  const name = capitalised(target.word);
  if (place === 'start')
    return `Yes! ${name} ${agreeing(target, 'begins', 'begin')} with ${digraph}.`;
  if (place === 'end') return `Yes! ${name} ${agreeing(target, 'ends', 'end')} with ${digraph}.`;
  return `Yes! ${name} has ${digraph} in the middle.`;
}

/** 'sh-sh-ship', 'fi-sh', 'ele-ph-ant': the word with the digraph said apart. */
function listenFor(word: string, digraph: string, place: Place): string {
  const at = place === 'end' ? word.lastIndexOf(digraph) : word.indexOf(digraph);
  if (place === 'start') return `${digraph}-${digraph}-${word}`;
  const after = word.slice(at + digraph.length);
  return [word.slice(0, at), digraph, after].filter(Boolean).join('-');
}

function digraphItem(
  id: string,
  digraph: string,
  entry: DigraphWord,
  params: DigraphsParams,
  random: Random,
): ChoiceItem {
  const target = getWord(entry.word);
  const usable = (other: string) => other !== digraph && !target.word.includes(other);
  const distractors = [
    ...random.shuffle(params.digraphs.filter(usable)),
    ...random.shuffle(
      Object.keys(DIGRAPH_WORDS).filter(
        (other) => !params.digraphs.includes(other) && usable(other),
      ),
    ),
  ].slice(0, params.choices - 1);
  const question = questionFor(target.word, entry.place);
  return {
    id,
    type: 'choice',
    prompt: { text: question, speech: `${capitalised(target.word)}. ${question}` },
    stem: { type: 'visual', visual: { type: 'picture', picture: target.picture } },
    choices: random.shuffle([digraph, ...distractors]).map(digraphChoice),
    answer: digraphChoice(digraph).id,
    hint: `Listen: ${listenFor(target.word, digraph, entry.place)}.`,
    praise: praiseFor(target, digraph, entry.place),
  };
}

export function generateDigraphs(
  params: DigraphsParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const digraphs = spread(random, params.digraphs, count);
  const queues = new Map<string, DigraphWord[]>();
  return digraphs.map((digraph, index) => {
    let queue = queues.get(digraph);
    if (!queue || queue.length === 0) {
      queue = random.shuffle(digraphWords(digraph, params.position));
      queues.set(digraph, queue);
    }
    const entry = queue.shift() as DigraphWord;
    return digraphItem(`${index + 1}-${digraph}-${entry.word}`, digraph, entry, params, random);
  });
}
