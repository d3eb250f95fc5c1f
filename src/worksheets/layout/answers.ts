import type { Choice, Item } from '@/domain/types';
import { describeVisual } from './blocks/visual';

function findChoice(choices: readonly Choice[], id: string, itemId: string): Choice {
  const choice = choices.find((candidate) => candidate.id === id);
  if (!choice)
    throw new Error(`Item ${itemId} names an answer (${id}) that is not one of its choices`);
  return choice;
}

export function describeChoice(choice: Choice): string {
  return describeVisual(choice.visual, choice.speech);
}

/**
 * The right answer as a grown-up reads it in the answer key, from the item's answer fields:
 * the right choice, each pair of a match (one part per pair), or what to trace.
 */
export function answerParts(item: Item): string[] {
  switch (item.type) {
    case 'choice':
      return [describeChoice(findChoice(item.choices, item.answer, item.id))];
    case 'match':
      return item.left
        .filter((left) => item.answer[left.id] !== undefined)
        .map((left) => {
          const right = findChoice(item.right, item.answer[left.id] as string, item.id);
          return `${describeChoice(left)} – ${describeChoice(right)}`;
        });
    case 'trace':
      return [
        /^\d+$/.test(item.glyph)
          ? `Trace the numbers: ${item.glyph}`
          : `Trace the letters: ${item.glyph}`,
      ];
  }
}

export function answerText(item: Item): string {
  return answerParts(item).join('; ');
}

/** The right choice of a choice item, for a small picture beside its answer. */
export function answerChoice(item: Item): Choice | null {
  return item.type === 'choice' ? findChoice(item.choices, item.answer, item.id) : null;
}
