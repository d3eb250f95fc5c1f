import type { Item } from '@/domain/types';

/** 'ball, cat or sun'. */
export function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * What the child hears for an item: its question, then the names of its choices ('Which begins
 * with b? ball, cat or sun?'). A child who cannot read hears every choice without touching it;
 * touching a choice answers, so the names must come before.
 */
export function spokenPrompt(item: Item): string {
  const question = item.prompt.speech.trim();
  if (item.type !== 'choice') return question;
  const names = item.choices.map((choice) => choice.speech.trim()).filter(Boolean);
  if (names.length < 2) return question;
  return `${question} ${orList(names)}?`;
}
