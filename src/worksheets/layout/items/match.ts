import type { Choice, MatchItem } from '@/domain/types';
import type { Primitive } from '../types';
import type { CardContext, Laid } from '../cards/block';
import { assembleCard, BADGE_SPACE, CARD_PADDING, cardArea } from '../cards/card';
import { describeVisual, drawVisual, sharedTextSize, visualSize } from '../cards/visual';
import { matchInstruction } from '../paper-wording';
import { promptsDiffer, type ItemSheet } from './item-sheet';

const ROW_GAP = 2.5;
const CELL_PADDING = 2;
const TEXT_AIR = 2.5;
const MIN_CELL_WIDTH = 13;
const MIN_ROW_HEIGHT = 11;
const DOT_RADIUS = 1.6;
const DOT_OFFSET = 4;
/** Room between the two columns' dots for the child's lines, at the least. */
const MIN_LINE_ROOM = 22;
/** A column takes at most this share of the content's width. */
const MAX_COLUMN_SHARE = 0.36;

function describeChoice(choice: Choice): string {
  return describeVisual(choice.visual, choice.speech);
}

/** A card named by what is drawn on it, for a pair whose two sides read the same ('cat'). */
function drawnAs(choice: Choice, name: string): string {
  switch (choice.visual.type) {
    case 'picture':
      return `the ${name} picture`;
    case 'group':
      return `the group of ${name}`;
    default:
      return name;
  }
}

/** One pair of the answer key: 'two kites – 2', or 'cat – the cat picture'. */
export function matchPairText(left: Choice, right: Choice): string {
  const leftName = describeChoice(left);
  const rightName = describeChoice(right);
  return `${leftName} – ${leftName === rightName ? drawnAs(right, rightName) : rightName}`;
}

function findRight(item: MatchItem, id: string): Choice {
  const choice = item.right.find((candidate) => candidate.id === id);
  if (!choice)
    throw new Error(`Item ${item.id} names an answer (${id}) that is not one of its choices`);
  return choice;
}

function columnMetrics(choices: Choice[], maxWidth: number, context: CardContext) {
  const textSize = sharedTextSize(
    choices.map((choice) => choice.visual),
    'match',
    context,
  );
  const sizes = choices.map((choice) =>
    visualSize(choice.visual, 'match', context, maxWidth - CELL_PADDING * 2, textSize),
  );
  return {
    textSize,
    // Words get a little more air than pictures, so they never touch their frame.
    width: Math.max(
      MIN_CELL_WIDTH,
      ...sizes.map((size) => size.width + CELL_PADDING * 2 + TEXT_AIR),
    ),
    height: Math.max(0, ...sizes.map((size) => size.height + CELL_PADDING * 2)),
  };
}

/**
 * The right column as printed. A column whose every entry sits straight across from its
 * partner would give the answers away, so it is turned by one.
 */
function printedRight(item: MatchItem): Choice[] {
  const straight =
    item.left.length > 1 &&
    item.left.every((left, index) => item.answer[left.id] === item.right[index]?.id);
  return straight ? [...item.right.slice(1), ...item.right.slice(0, 1)] : item.right;
}

function matchContent(item: MatchItem, width: number, context: CardContext): Laid {
  const right = printedRight(item);
  const columnRoom = width * MAX_COLUMN_SHARE;
  const leftColumn = columnMetrics(item.left, columnRoom, context);
  const rightColumn = columnMetrics(right, columnRoom, context);
  const rows = Math.max(item.left.length, right.length, 1);
  const rowHeight = Math.max(MIN_ROW_HEIGHT, leftColumn.height, rightColumn.height);
  const leftX = 0;
  const rightX = width - rightColumn.width;
  const primitives: Primitive[] = [];
  const cell = (choice: Choice, x: number, y: number, cellWidth: number, textSize: number) => {
    primitives.push(
      {
        kind: 'rect',
        x,
        y,
        width: cellWidth,
        height: rowHeight,
        radius: 2,
        fill: context.palette.card,
        stroke: { colour: context.palette.rule, width: 0.3 },
      },
      ...drawVisual(
        choice.visual,
        {
          x: x + CELL_PADDING,
          y: y + CELL_PADDING,
          width: cellWidth - CELL_PADDING * 2,
          height: rowHeight - CELL_PADDING * 2,
        },
        'match',
        describeChoice(choice),
        context,
        textSize,
      ),
    );
  };
  const dot = (cx: number, cy: number): Primitive => ({
    kind: 'circle',
    cx,
    cy,
    r: DOT_RADIUS,
    fill: context.palette.dot,
  });
  item.left.forEach((choice, index) => {
    const y = index * (rowHeight + ROW_GAP);
    cell(choice, leftX, y, leftColumn.width, leftColumn.textSize);
    primitives.push(dot(leftX + leftColumn.width + DOT_OFFSET, y + rowHeight / 2));
  });
  right.forEach((choice, index) => {
    const y = index * (rowHeight + ROW_GAP);
    cell(choice, rightX, y, rightColumn.width, rightColumn.textSize);
    primitives.push(dot(rightX - DOT_OFFSET, y + rowHeight / 2));
  });
  return { width, height: rows * rowHeight + (rows - 1) * ROW_GAP, primitives };
}

/** Two columns with a dot beside each entry: the child joins the pairs with lines. */
export const matchSheet: ItemSheet<MatchItem> = {
  minWidth(item, context) {
    const left = columnMetrics(item.left, 1000, context).width;
    const right = columnMetrics(item.right, 1000, context).width;
    const beside = context.prompt ? 0 : BADGE_SPACE;
    const columns = left + right + DOT_OFFSET * 2 + MIN_LINE_ROOM;
    // The columns never take more than their share, however short the entries are.
    return (
      Math.max(columns, (Math.max(left, right) / MAX_COLUMN_SHARE) * 0.8) +
      beside +
      CARD_PADDING * 2
    );
  },

  card(item, number, width, context) {
    const area = cardArea(item.prompt, width, context);
    return assembleCard(
      number,
      item.prompt,
      width,
      area,
      matchContent(item, area.width, context),
      context,
    );
  },

  promptsNeeded: promptsDiffer,

  instruction(_items, given) {
    return matchInstruction(given);
  },

  answer(item) {
    return item.left
      .filter((left) => item.answer[left.id] !== undefined)
      .map((left) => matchPairText(left, findRight(item, item.answer[left.id] as string)));
  },
};
