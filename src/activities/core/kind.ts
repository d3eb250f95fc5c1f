import type { Random } from '@/domain/random';
import type { Answer, Item, KindId, ScoreResult } from '@/domain/types';

/**
 * One activity kind: pure generation and scoring. Its React view lives beside it in view.tsx
 * and is registered separately, so generators and scorers never pull React in.
 */
export interface KindDefinition<P = unknown> {
  id: KindId;
  /** Name for parents and the curriculum, e.g. 'Beginning letter'. */
  title: string;
  /** Checks parameters authored in src/content; throws an Error naming the problem. */
  parseParams(params: Record<string, unknown>): P;
  /** Same params, same random state -> same items. `count` items with distinct ids. */
  generate(params: P, random: Random, count: number): Item[];
  score(item: Item, answer: Answer): ScoreResult;
}
