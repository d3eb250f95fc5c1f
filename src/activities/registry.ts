import { kind as addition } from './kinds/addition';
import { kind as beginningLetter } from './kinds/beginning-letter';
import { kind as blends } from './kinds/blends';
import { kind as buildNumber } from './kinds/build-number';
import { kind as buildWord } from './kinds/build-word';
import { kind as clock } from './kinds/clock';
import { kind as colours } from './kinds/colours';
import { kind as comparing } from './kinds/comparing';
import { kind as counting } from './kinds/counting';
import { kind as digraphs } from './kinds/digraphs';
import { kind as letterCase } from './kinds/letter-case';
import { kind as matchColumn } from './kinds/match-column';
import { kind as missingNumbers } from './kinds/missing-numbers';
import { kind as numberGrid } from './kinds/number-grid';
import { kind as numberLine } from './kinds/number-line';
import { kind as oddOneOut } from './kinds/odd-one-out';
import { kind as patterns } from './kinds/patterns';
import { kind as putInOrder } from './kinds/put-in-order';
import { kind as rhyming } from './kinds/rhyming';
import { kind as shapes } from './kinds/shapes';
import { kind as shortVowels } from './kinds/short-vowels';
import { kind as sightWords } from './kinds/sight-words';
import { kind as sort } from './kinds/sort';
import { kind as subtraction } from './kinds/subtraction';
import { kind as tracing } from './kinds/tracing';
import type { Item, KindId, TopicSpec } from '@/domain/types';
import type { KindDefinition } from './core/kind';
import { itemsOfKind, roundOfKind } from './core/kind-items';

const KINDS: Record<KindId, KindDefinition<unknown>> = {
  'sight-words': sightWords,
  'match-column': matchColumn,
  'odd-one-out': oddOneOut,
  'beginning-letter': beginningLetter,
  counting,
  'number-grid': numberGrid,
  'missing-numbers': missingNumbers,
  shapes,
  colours,
  addition,
  blends,
  'short-vowels': shortVowels,
  digraphs,
  tracing,
  'letter-case': letterCase,
  rhyming,
  patterns,
  comparing,
  subtraction,
  'build-word': buildWord,
  'put-in-order': putInOrder,
  sort,
  'build-number': buildNumber,
  'number-line': numberLine,
  clock,
};

/** Every activity kind, in the order of the KindId union. */
export const KIND_IDS = Object.keys(KINDS) as readonly KindId[];

export function isKindId(value: unknown): value is KindId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(KINDS, value);
}

export function getKind(id: KindId): KindDefinition<unknown> {
  const definition = KINDS[id];
  if (!definition) throw new Error(`Unknown activity kind: ${String(id)}`);
  return definition;
}

/** `count` items of a kind from `seed` (see itemsOfKind). */
export function generateItems(
  kindId: KindId,
  params: Record<string, unknown>,
  seed: number,
  count: number,
): Item[] {
  return itemsOfKind(getKind(kindId), params, seed, count);
}

/** The items of one round of a topic: `itemsPerRound` items from `seed`. */
export function generateRound(topic: TopicSpec, seed: number): Item[] {
  return roundOfKind(getKind(topic.kind), topic, seed);
}
