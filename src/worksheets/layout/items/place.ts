import type { Choice, MatchItem, PlaceItem } from '@/domain/types';
import type { Primitive } from '../types';
import type { CardContext, Laid } from '../cards/block';
import { assembleCard, BADGE_SPACE, CARD_PADDING, cardArea } from '../cards/card';
import { centredStem } from '../cards/stem';
import { describeVisual, drawVisual, sharedTextSize, visualSize } from '../cards/visual';
import { promptsDiffer, type ItemSheet } from './item-sheet';
import { matchSheet } from './match';

const CELL_GAP = 3;
const CELL_PADDING = 2;
const MIN_CELL = 14;
const WRITE_BOX = 13;
const ROW_GAP = 3;
const STEM_HEIGHT = 32;

/** Sorting on paper is matching: a line from each picture to its group's sign. */
function asMatch(item: PlaceItem): MatchItem {
  return {
    id: item.id,
    type: 'match',
    prompt: item.prompt,
    hint: item.hint,
    praise: item.praise,
    left: item.tiles,
    right: item.spots,
    answer: item.answer,
  };
}

/** Pictures are put in order by writing 1, 2, 3 under them; letters and numbers are written out. */
function writesUnder(item: PlaceItem): boolean {
  return item.tiles.every((tile) => tile.visual.type === 'picture');
}

function cellSide(item: PlaceItem, context: CardContext): number {
  const textSize = sharedTextSize(
    item.tiles.map((tile) => tile.visual),
    'choice',
    context,
  );
  const sizes = item.tiles.map((tile) => visualSize(tile.visual, 'choice', context, 60, textSize));
  return Math.max(
    MIN_CELL,
    ...sizes.map((size) => Math.max(size.width, size.height) + CELL_PADDING * 2),
  );
}

function rowWidth(count: number, side: number): number {
  return count * side + (count - 1) * CELL_GAP;
}

function box(x: number, y: number, side: number, context: CardContext, dashed = false): Primitive {
  return {
    kind: 'rect',
    x,
    y,
    width: side,
    height: side,
    radius: 2,
    fill: context.palette.card,
    stroke: dashed
      ? { colour: context.palette.rule, width: 0.4, dash: [1.2, 1.2] }
      : { colour: context.palette.rule, width: 0.3 },
  };
}

/** The picture, the tiles in a row and the boxes to write in, centred in `width`. */
function rowContent(item: PlaceItem, width: number, context: CardContext): Laid {
  const primitives: Primitive[] = [];
  let y = 0;
  if (item.stem) {
    const stem = centredStem(item.stem, width, STEM_HEIGHT * context.scale, context);
    primitives.push(...stem.primitives);
    y += stem.height + ROW_GAP;
  }
  const fitted = Math.min(
    cellSide(item, context),
    (width - (item.tiles.length - 1) * CELL_GAP) / item.tiles.length,
  );
  const textSize = sharedTextSize(
    item.tiles.map((tile) => tile.visual),
    'choice',
    context,
  );
  const tilesLeft = (width - rowWidth(item.tiles.length, fitted)) / 2;
  item.tiles.forEach((tile, index) => {
    const x = tilesLeft + index * (fitted + CELL_GAP);
    primitives.push(
      box(x, y, fitted, context),
      ...drawVisual(
        tile.visual,
        {
          x: x + CELL_PADDING,
          y: y + CELL_PADDING,
          width: fitted - CELL_PADDING * 2,
          height: fitted - CELL_PADDING * 2,
        },
        'choice',
        describeVisual(tile.visual, tile.speech),
        context,
        textSize,
      ),
    );
    if (writesUnder(item)) {
      const side = Math.min(WRITE_BOX, fitted * 0.6);
      primitives.push(box(x + (fitted - side) / 2, y + fitted + ROW_GAP, side, context, true));
    }
  });
  y += fitted + ROW_GAP;
  if (writesUnder(item))
    return { width, height: y + Math.min(WRITE_BOX, fitted * 0.6), primitives };
  const side = Math.max(WRITE_BOX, Math.min(fitted, 18));
  const boxesLeft = (width - rowWidth(item.spots.length, side)) / 2;
  item.spots.forEach((_, index) => {
    primitives.push(box(boxesLeft + index * (side + CELL_GAP), y + ROW_GAP, side, context, true));
  });
  return { width, height: y + ROW_GAP + side, primitives };
}

/** The tiles in their right order. */
function ordered(item: PlaceItem): Choice[] {
  return item.spots
    .map((spot) => item.tiles.find((tile) => item.answer[tile.id] === spot.id))
    .filter((tile): tile is Choice => tile !== undefined);
}

export const placeSheet: ItemSheet<PlaceItem> = {
  minWidth(item, context) {
    if (item.layout === 'groups') return matchSheet.minWidth(asMatch(item), context);
    const beside = context.prompt ? 0 : BADGE_SPACE;
    return rowWidth(item.tiles.length, cellSide(item, context)) + beside + CARD_PADDING * 2;
  },

  card(item, number, width, context) {
    if (item.layout === 'groups') return matchSheet.card(asMatch(item), number, width, context);
    const area = cardArea(item.prompt, width, context);
    return assembleCard(
      number,
      item.prompt,
      width,
      area,
      rowContent(item, area.width, context),
      context,
    );
  },

  promptsNeeded: promptsDiffer,

  instruction(items) {
    const first = items[0];
    if (!first || first.layout === 'groups') return 'Draw a line from each picture to its group.';
    if (writesUnder(first)) {
      return 'Write 1, 2 and 3 under the pictures: what happens first, next and last?';
    }
    return first.stem
      ? 'Write the letters in the boxes to spell the word in the picture.'
      : 'Write the numbers in order in the boxes.';
  },

  answer(item) {
    if (item.layout === 'groups') return matchSheet.answer(asMatch(item));
    const inOrder = ordered(item);
    if (writesUnder(item)) {
      return inOrder.map(
        (tile, index) => `${index + 1} – ${describeVisual(tile.visual, tile.speech)}`,
      );
    }
    return [
      inOrder.map((tile) => describeVisual(tile.visual, tile.speech)).join(item.stem ? '' : ', '),
    ];
  },
};
