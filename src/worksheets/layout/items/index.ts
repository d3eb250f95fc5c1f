import type { Item } from '@/domain/types';
import { choiceSheet } from './choice';
import { buildSheet } from './build';
import type { ItemSheet } from './item-sheet';
import { matchSheet } from './match';
import { placeSheet } from './place';
import { traceSheet } from './trace';

export type { ItemSheet } from './item-sheet';

type SheetFor<T extends Item['type']> = ItemSheet<Extract<Item, { type: T }>>;

/**
 * How each item type is printed. A new item type fails to compile until it has an entry here:
 * its card, its read-aloud instruction and its answer for the key.
 */
const ITEM_SHEETS: { [T in Item['type']]: SheetFor<T> } = {
  choice: choiceSheet,
  match: matchSheet,
  trace: traceSheet,
  place: placeSheet,
  build: buildSheet,
};

/** The item types in the order their instructions are read aloud. */
export const ITEM_TYPES = Object.keys(ITEM_SHEETS) as Item['type'][];

export function sheetFor<T extends Item>(item: T): ItemSheet<T> {
  return ITEM_SHEETS[item.type] as unknown as ItemSheet<T>;
}

export function sheetForType(type: Item['type']): ItemSheet<Item> {
  return ITEM_SHEETS[type] as unknown as ItemSheet<Item>;
}
