import type { SessionFeedback } from '@/activities/core/session';
import type { Answer, Item } from '@/domain/types';

/**
 * What the player gives every item view. A view renders the item and reports answers; it never
 * keeps score: the session decides what is right and passes the outcome back down.
 */
export interface ItemViewProps<I extends Item = Item> {
  item: I;
  /** The child answered; the session scores it. */
  onAnswer(answer: Answer): void;
  /** The last answer given to this item (null before any), to show what was chosen. */
  lastAnswer: Answer | null;
  /** The outcome of the last answer, or null. */
  feedback: SessionFeedback | null;
  /** Answered right: show the result and take no more answers. */
  solved: boolean;
  /** The hint is on screen; a view may highlight something to help. */
  hintShown: boolean;
}
