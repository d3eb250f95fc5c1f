import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem, Item, KindId } from '@/domain/types';

/**
 * What to say when the child picks `chosen` and it is wrong, naming what the child picked
 * ('That is a cat. Cat begins with c. Try again!'); undefined keeps the general message.
 */
export type ChoiceFeedback = (item: ChoiceItem, chosen: Choice) => string | undefined;

/**
 * One activity kind: pure generation. Items are scored and shown by their item type (choice,
 * match, trace, place), so a kind brings no view or scorer of its own; what it knows about a wrong
 * choice it writes into the item as that choice's feedback.
 */
export interface KindDefinition<P = unknown> {
  id: KindId;
  /** Name for parents and the curriculum, e.g. 'Beginning letter'. */
  title: string;
  /** Checks parameters authored in src/content; throws an Error naming the problem. */
  parseParams(params: Record<string, unknown>): P;
  /** Same params, same random state -> same items. `count` items with distinct ids. */
  generate(params: P, random: Random, count: number): Item[];
  /** Feedback for the wrong choices of this kind's choice items. */
  feedback?: ChoiceFeedback;
}
