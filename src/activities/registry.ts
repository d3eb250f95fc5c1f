import { kind as addition } from './addition';
import { kind as beginningLetter } from './beginning-letter';
import { kind as blends } from './blends';
import { kind as colours } from './colours';
import { kind as comparing } from './comparing';
import { kind as counting } from './counting';
import { kind as digraphs } from './digraphs';
import { kind as letterCase } from './letter-case';
import { kind as matchColumn } from './match-column';
import { kind as missingNumbers } from './missing-numbers';
import { kind as numberGrid } from './number-grid';
import { kind as oddOneOut } from './odd-one-out';
import { kind as patterns } from './patterns';
import { kind as rhyming } from './rhyming';
import { kind as shapes } from './shapes';
import { kind as shortVowels } from './short-vowels';
import { kind as sightWords } from './sight-words';
import { kind as subtraction } from './subtraction';
import { kind as tracing } from './tracing';
import { scoreTrace } from './tracing/score';
import type { KindDefinition } from './core/kind';
import { createRandom } from '@/domain/random';
import { scoreChoice, scoreMatch } from './core/scoring';
import type { Answer, Item, KindId, ScoreResult, TopicSpec } from '@/domain/types';

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

/**
 * The items of one round of a topic: its params checked, then `itemsPerRound` items generated
 * from `seed`. Each item is stamped with its kind. Throws when the params are invalid.
 */
export function generateRound(topic: TopicSpec, seed: number): Item[] {
  const definition = getKind(topic.kind);
  const params = definition.parseParams(topic.params);
  const items = definition.generate(params, createRandom(seed), topic.itemsPerRound);
  return items.map((item) => ({ ...item, kind: topic.kind }));
}

/** Scores an answer with the item's own kind, or by item type when the kind is not recorded. */
export function scoreAnswer(item: Item, answer: Answer): ScoreResult {
  if (item.kind) return getKind(item.kind).score(item, answer);
  switch (item.type) {
    case 'choice':
      return scoreChoice(item, answer);
    case 'match':
      return scoreMatch(item, answer);
    case 'trace':
      return scoreTrace(item, answer);
  }
}
