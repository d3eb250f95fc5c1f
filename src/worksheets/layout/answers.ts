import type { Choice, Item } from '@/domain/types';
import { describeVisual } from './cards/visual';
import { sheetFor } from './items';
import { rightChoice } from './items/choice';

export function describeChoice(choice: Choice): string {
  return describeVisual(choice.visual, choice.speech);
}

/**
 * The right answer as a grown-up reads it in the answer key, from the item's answer fields:
 * the right choice, each pair of a match (one part per pair), or what to trace.
 */
export function answerParts(item: Item): string[] {
  return sheetFor(item).answer(item);
}

export function answerText(item: Item): string {
  return answerParts(item).join('; ');
}

/** The right choice of a choice item, for a small picture beside its answer. */
export function answerChoice(item: Item): Choice | null {
  return item.type === 'choice' ? rightChoice(item) : null;
}
