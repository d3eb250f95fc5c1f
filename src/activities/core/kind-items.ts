import { createRandom } from '@/domain/random';
import type { Item, TopicSpec } from '@/domain/types';
import { attachChoiceFeedback } from './choice-feedback';
import type { KindDefinition } from './kind';

/**
 * `count` items of a kind from `seed`: its params checked (throws an Error naming the problem),
 * each item stamped with the kind and carrying the kind's feedback for wrong choices.
 */
export function itemsOfKind(
  definition: KindDefinition<unknown>,
  params: Record<string, unknown>,
  seed: number,
  count: number,
): Item[] {
  const items = definition.generate(definition.parseParams(params), createRandom(seed), count);
  return items.map((item) => ({
    ...attachChoiceFeedback(item, definition.feedback),
    kind: definition.id,
  }));
}

/** The items of one round of a topic of this kind: `itemsPerRound` items from `seed`. */
export function roundOfKind(
  definition: KindDefinition<unknown>,
  topic: TopicSpec,
  seed: number,
): Item[] {
  return itemsOfKind(definition, topic.params, seed, topic.itemsPerRound);
}
