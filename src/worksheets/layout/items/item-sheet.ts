import type { Item } from '@/domain/types';
import type { Block, CardContext } from '../cards/block';

/**
 * How one item type is printed: its card, the one instruction a grown-up reads aloud for
 * items of that type, and its answer in the key. Every item type has one (see items/index.ts),
 * so an activity of a new type has its printable twin once its ItemSheet is written.
 */
export interface ItemSheet<T extends Item> {
  /** The narrowest card that shows the item legibly, in millimetres. */
  minWidth(item: T, context: CardContext): number;
  /** The item's card, `width` wide, laid out at the origin. */
  card(item: T, number: number, width: number, context: CardContext): Block;
  /**
   * Whether the cards print each item's own question. When every item asks the same, the
   * read-aloud instruction says it once for all.
   */
  promptsNeeded(items: readonly T[]): boolean;
  /**
   * The sentence the grown-up reads aloud for every item of this type on the sheet; `given` is
   * the topic's or assessment's own instruction (written for the app) when it applies to them.
   */
  instruction(items: readonly T[], given: string | null): string;
  /** The right answer as the key prints it, one part per line (a match has one per pair). */
  answer(item: T): string[];
}

/**
 * True when the items do not all ask the same question. Questions that differ only in their
 * numbers ('2 + 15 = ?', '16 + 4 = ?') repeat what the card shows, so they count as the same.
 */
export function promptsDiffer(items: readonly Item[]): boolean {
  return new Set(items.map((item) => item.prompt.text.replace(/\d+/g, '#').trim())).size > 1;
}
