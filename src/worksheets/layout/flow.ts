/**
 * Places item cards on pages: a grid of equal columns (as many as the items allow), filled
 * row by row in reading order, each card as tall as its row; a card too wide for one column
 * spans several. Rows that do not fit go to the next page.
 */
import type { Item } from '@/domain/types';
import type { Block, CardContext } from './cards/block';
import { resizedCardFrame } from './cards/card';
import { sheetFor } from './items';
import { scale, translate } from './primitives';
import type { Primitive } from './types';

const COLUMN_GAP = 5;
const ROW_GAP = 4;
/** Spare room on a full page is shared out between its rows, up to this much each. */
const MAX_EXTRA_ROW_GAP = 5;
/** However small the cards, a page holds no more items than this: a child's page stays calm. */
export const MAX_ITEMS_PER_PAGE = 20;

export interface FlowFrame {
  left: number;
  width: number;
  /** Where the body of each page starts (the first page's header is the tallest). */
  bodyTopOf: (pageIndex: number) => number;
  bodyBottom: number;
  maxColumns: number;
}

export interface FlowLimits {
  /** At most this many pages; items that do not fit are left out. */
  pages: number;
}

export interface FlowResult {
  /** The cards of each page, at page coordinates. */
  pages: Primitive[][];
  /** How many items were placed (the first ones, in order). */
  placed: number;
}

interface Placed {
  block: Block;
  span: number;
}

interface Row {
  cards: Placed[];
  height: number;
}

function columnWidth(frame: FlowFrame, columns: number): number {
  return (frame.width - (columns - 1) * COLUMN_GAP) / columns;
}

/** Cards that need the page's whole width (a line of handwriting) do not decide the columns. */
const DECIDING_SHARE = 0.75;

/**
 * The most columns (up to the frame's) in which nearly all of the items fit one column, so a
 * sheet reads as an even grid; the few wider cards span two or three columns.
 */
function columnsFor(
  items: readonly Item[],
  frame: FlowFrame,
  context: (item: Item) => CardContext,
): number {
  const widths = items
    .slice(0, 12)
    .map((item) => sheetFor(item).minWidth(item, context(item)))
    .filter(Number.isFinite);
  for (let columns = frame.maxColumns; columns > 1; columns -= 1) {
    const fitting = widths.filter((width) => width <= columnWidth(frame, columns)).length;
    if (widths.length > 0 && fitting >= widths.length * DECIDING_SHARE) return columns;
  }
  return 1;
}

/** A card still too tall for a page (an extreme item) is scaled down to fit. */
function fitted(block: Block, maxHeight: number): Block {
  if (block.height <= maxHeight) return block;
  const factor = maxHeight / block.height;
  return {
    ...block,
    width: block.width * factor,
    height: maxHeight,
    primitives: scale(block.primitives, factor),
  };
}

/** Makes a card as tall as its row: a taller frame, its content centred below the heading. */
function stretched(block: Block, height: number): Primitive[] {
  const [frame] = block.primitives;
  const resized = frame ? resizedCardFrame(frame, height) : null;
  if (!resized || height <= block.height) return block.primitives;
  const heading = block.primitives.slice(1, block.contentStart);
  const content = block.primitives.slice(block.contentStart);
  return [resized, ...heading, ...translate(content, 0, (height - block.height) / 2)];
}

/** The items' cards in rows of `columns`, each row as tall as its tallest card. */
function* rowsOf(
  items: readonly Item[],
  columns: number,
  width: number,
  maxHeight: number,
  context: (item: Item) => CardContext,
): Generator<Row> {
  const spanOf = (minWidth: number) =>
    Math.min(columns, Math.max(1, Math.ceil((minWidth + COLUMN_GAP) / (width + COLUMN_GAP))));
  let row: Row = { cards: [], height: 0 };
  let used = 0;
  for (const [index, item] of items.entries()) {
    const itemContext = context(item);
    const sheet = sheetFor(item);
    const span = spanOf(sheet.minWidth(item, itemContext));
    if (used + span > columns && row.cards.length > 0) {
      yield row;
      row = { cards: [], height: 0 };
      used = 0;
    }
    const cardWidth = span * width + (span - 1) * COLUMN_GAP;
    const block = fitted(sheet.card(item, index + 1, cardWidth, itemContext), maxHeight);
    row.cards.push({ block, span });
    row.height = Math.max(row.height, block.height);
    used += span;
  }
  if (row.cards.length > 0) yield row;
}

/** Places rows at their page positions; a full page shares its spare room between its rows. */
function placeRows(
  rows: readonly Row[],
  top: number,
  frame: FlowFrame,
  width: number,
  full: boolean,
) {
  const bottom = rows.reduce((sum, row) => sum + row.height + ROW_GAP, top) - ROW_GAP;
  const extra =
    full && rows.length > 1
      ? Math.min(MAX_EXTRA_ROW_GAP, Math.max(0, frame.bodyBottom - bottom) / (rows.length - 1))
      : 0;
  const body: Primitive[] = [];
  let y = top;
  for (const row of rows) {
    let x = frame.left;
    for (const card of row.cards) {
      body.push(...translate(stretched(card.block, row.height), x, y));
      x += card.span * (width + COLUMN_GAP);
    }
    y += row.height + ROW_GAP + extra;
  }
  return body;
}

/** The items' cards laid out for a frame, made once and only as far as they are asked for. */
export interface CardGrid {
  frame: FlowFrame;
  columns: number;
  /** Width of one column. */
  width: number;
  rows(): Iterable<Row>;
}

function remembered<T>(source: Iterator<T>): () => Iterable<T> {
  const seen: T[] = [];
  return function* replay() {
    for (let index = 0; ; index += 1) {
      if (index >= seen.length) {
        const next = source.next();
        if (next.done) return;
        seen.push(next.value);
      }
      yield seen[index] as T;
    }
  };
}

export function cardGrid(
  items: readonly Item[],
  frame: FlowFrame,
  context: (item: Item) => CardContext,
): CardGrid {
  const columns = items.length > 0 ? columnsFor(items, frame, context) : 1;
  const width = columnWidth(frame, columns);
  const maxHeight = frame.bodyBottom - frame.bodyTopOf(0);
  return {
    frame,
    columns,
    width,
    rows: remembered(rowsOf(items, columns, width, maxHeight, context)),
  };
}

/**
 * Lays the cards out page by page in rows. With limits, cards are placed while they fit the
 * pages allowed (and no page holds more than MAX_ITEMS_PER_PAGE); the rest are left out.
 */
export function flowItems(grid: CardGrid, limits?: FlowLimits): FlowResult {
  const { frame, width } = grid;
  const pages: Row[][] = [[]];
  let y = frame.bodyTopOf(0);
  let onPage = 0;
  let placed = 0;
  let stopped = false;
  for (const row of grid.rows()) {
    const page = pages[pages.length - 1] as Row[];
    const tooTall = y + row.height > frame.bodyBottom;
    const tooMany = limits !== undefined && onPage + row.cards.length > MAX_ITEMS_PER_PAGE;
    if (page.length > 0 && (tooTall || tooMany)) {
      if (limits && pages.length >= limits.pages) {
        stopped = true;
        break;
      }
      pages.push([]);
      y = frame.bodyTopOf(pages.length - 1);
      onPage = 0;
    }
    (pages[pages.length - 1] as Row[]).push(row);
    y += row.height + ROW_GAP;
    onPage += row.cards.length;
    placed += row.cards.length;
  }
  return {
    pages: pages.map((rows, index) =>
      placeRows(rows, frame.bodyTopOf(index), frame, width, stopped || index < pages.length - 1),
    ),
    placed,
  };
}

/**
 * Lays every item's card out in columns, each card at the top of the column (or columns) with
 * the most room, so a tall card does not leave its row empty beside it. Used when rows would
 * need more pages; the cards keep their own heights and their numbers give the order.
 */
export function flowColumns(grid: CardGrid): FlowResult {
  const { frame, columns, width } = grid;
  const pages: Primitive[][] = [[]];
  let placed = 0;
  let heights = Array.from({ length: columns }, () => frame.bodyTopOf(0));
  for (const row of grid.rows()) {
    for (const card of row.cards) {
      const place = () => {
        let best = { column: 0, top: Infinity };
        for (let column = 0; column + card.span <= columns; column += 1) {
          const top = Math.max(...heights.slice(column, column + card.span));
          if (top < best.top - 0.01) best = { column, top };
        }
        return best;
      };
      let spot = place();
      if (spot.top + card.block.height > frame.bodyBottom) {
        pages.push([]);
        heights = heights.map(() => frame.bodyTopOf(pages.length - 1));
        spot = place();
      }
      (pages[pages.length - 1] as Primitive[]).push(
        ...translate(
          card.block.primitives,
          frame.left + spot.column * (width + COLUMN_GAP),
          spot.top,
        ),
      );
      for (let column = spot.column; column < spot.column + card.span; column += 1)
        heights[column] = spot.top + card.block.height + ROW_GAP;
      placed += 1;
    }
  }
  return { pages, placed };
}
