import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem } from '@/domain/types';
import {
  BLEND_WORDS,
  END_BLEND_WORDS,
  agreeing,
  capitalised,
  getWord,
  type SoundPosition,
  type Word,
} from '@/domain/lexicon';

/**
 * Blends: a picture is shown and the child picks the two letters it begins (or ends) with.
 *
 * JSON params:
 * - `blends` (at least 1): the blends practised, e.g. `["bl", "cl", "fl"]`. Beginning blends:
 *   bl br cl cr dr fl fr gl gr pl sc sk sl sn sp st sw tr; ending blends: ft lk mp nd nk nt st.
 * - `position` (default `"start"`): `"start"` for beginning blends, `"end"` for ending blends.
 * - `choices` (2-4, default 3): how many blends to pick from; wrong choices come first from the
 *   other practised blends and are never a blend the word also has.
 *
 * Example: `{ "blends": ["bl", "cl", "fl", "cr", "dr", "st", "sn"] }`.
 */
export interface BlendsParams {
  blends: string[];
  position: SoundPosition;
  choices: number;
}

export function blendTable(position: SoundPosition): Readonly<Record<string, readonly string[]>> {
  return position === 'end' ? END_BLEND_WORDS : BLEND_WORDS;
}

export function parseBlendsParams(params: Record<string, unknown>): BlendsParams {
  const read = new ParamsReader('blends', params);
  const position = read.oneOf('position', ['start', 'end'] as const, 'start');
  const table = blendTable(position);
  return {
    blends: read.listOf('blends', Object.keys(table), 1),
    position,
    choices: read.int('choices', { min: 2, max: 4 }, 3),
  };
}

export const BLEND_CHOICE = 'blend-';

export function blendChoice(blend: string): Choice {
  return {
    id: `${BLEND_CHOICE}${blend}`,
    visual: { type: 'text', text: blend },
    speech: blend.split('').join(' '),
  };
}

/** 'fr... og' or 'ha... nd': the word split at the blend, to hear it on its own. */
function splitAtBlend(word: string, blend: string, position: SoundPosition): string {
  return position === 'start'
    ? `${blend}... ${word.slice(blend.length)}`
    : `${word.slice(0, -blend.length)}... ${blend}`;
}

function hasBlend(word: string, blend: string, position: SoundPosition): boolean {
  return position === 'start' ? word.startsWith(blend) : word.endsWith(blend);
}

function blendItem(
  id: string,
  blend: string,
  target: Word,
  params: BlendsParams,
  random: Random,
): ChoiceItem {
  const { position } = params;
  const usable = (other: string) => other !== blend && !hasBlend(target.word, other, position);
  const table = blendTable(position);
  const distractors = [
    ...random.shuffle(params.blends.filter(usable)),
    ...random.shuffle(
      Object.keys(table).filter((other) => !params.blends.includes(other) && usable(other)),
    ),
  ].slice(0, params.choices - 1);
  const name = capitalised(target.word);
  const verb =
    position === 'start' ? agreeing(target, 'begins', 'begin') : agreeing(target, 'ends', 'end');
  const question = position === 'start' ? `begin ${target.word}` : `end ${target.word}`;
  return {
    id,
    type: 'choice',
    prompt: {
      text: `Which two letters ${question}?`,
      speech: `${name}. Which two letters ${question}?`,
    },
    stem: { type: 'visual', visual: { type: 'picture', picture: target.picture } },
    choices: random.shuffle([blend, ...distractors]).map(blendChoice),
    answer: blendChoice(blend).id,
    hint: `Say it slowly: ${splitAtBlend(target.word, blend, position)}. Listen to the ${position === 'start' ? 'first' : 'last'} two sounds.`,
    praise: `Yes! ${name} ${verb} with ${blend}.`,
  };
}

/**
 * Blends spread evenly over the round, each with its words in shuffled passes. A blend whose
 * words are all used gives its turn to one with words still unused, so no word comes back while
 * another is waiting (st has two pictured words at the end, nt four).
 */
export function generateBlends(params: BlendsParams, random: Random, count: number): ChoiceItem[] {
  const table = blendTable(params.position);
  const queues = new Map<string, string[]>(
    params.blends.map((blend) => [blend, random.shuffle(table[blend] ?? [])]),
  );
  return spread(random, params.blends, count).map((planned, index) => {
    const waiting = params.blends.filter((blend) => (queues.get(blend) ?? []).length > 0);
    const blend =
      waiting.includes(planned) || waiting.length === 0 ? planned : random.pick(waiting);
    if (waiting.length === 0) {
      for (const each of params.blends) queues.set(each, random.shuffle(table[each] ?? []));
    }
    const target = getWord(queues.get(blend)?.shift() as string);
    return blendItem(`${index + 1}-${blend}-${target.word}`, blend, target, params, random);
  });
}
