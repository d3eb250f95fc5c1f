import type { Choice, MatchItem } from '@/domain/types';
import { translate } from '../primitives';
import { INK } from '../theme';
import type { Primitive } from '../types';
import type { Block, BlockContext } from './block';
import { CARD_PADDING, cardFrame, cardHeading, cardHeadingHeight } from './card';
import { describeVisual, drawVisual, sharedTextSize, visualSize } from './visual';

const SECTION_GAP = 4.5;
const ROW_GAP = 3.5;
const CELL_PADDING = 2.5;
const TEXT_AIR = 2.5;
const MIN_CELL_WIDTH = 17;
const MIN_ROW_HEIGHT = 14;
const DOT_RADIUS = 1.9;
const DOT_OFFSET = 5;
/** At most this share of the card goes to the two columns; the rest is room to draw lines. */
const MAX_COLUMNS_SHARE = 0.62;
/** Room between the two columns' dots for the child's lines, at the least. */
const MIN_LINE_ROOM = 26;
/** The columns sit in from the card edges by this share of its width. */
const EDGE_SHARE = 0.04;

function columnMetrics(choices: Choice[], maxWidth: number, density: number) {
  const textSize = sharedTextSize(
    choices.map((choice) => choice.visual),
    'match',
    density,
  );
  const sizes = choices.map((choice) =>
    visualSize(choice.visual, 'match', maxWidth - CELL_PADDING * 2, textSize, density),
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

function columnsFor(item: MatchItem, inner: number, density: number) {
  const columnRoom = (inner * MAX_COLUMNS_SHARE) / 2;
  const left = columnMetrics(item.left, columnRoom, density);
  const right = columnMetrics(item.right, columnRoom, density);
  const lineRoom = inner * (1 - EDGE_SHARE * 2) - left.width - right.width - DOT_OFFSET * 2;
  return { left, right, fits: lineRoom >= MIN_LINE_ROOM };
}

/**
 * Two columns with a dot beside each entry: the child joins the pairs with a line. Narrow
 * columns (letters, numbers) make a half-width card, so two sit side by side.
 */
export function matchBlock(item: MatchItem, number: number, context: BlockContext): Block {
  const half =
    context.halfWidth > 0 &&
    columnsFor(item, context.halfWidth - CARD_PADDING * 2, context.density).fits;
  const width = half ? context.halfWidth : context.fullWidth;
  const inner = width - CARD_PADDING * 2;
  const { left, right } = columnsFor(item, inner, context.density);
  const rows = Math.max(item.left.length, item.right.length, 1);
  const headingHeight = cardHeadingHeight(item.prompt, inner);
  const fixed = CARD_PADDING * 2 + headingHeight + SECTION_GAP + (rows - 1) * ROW_GAP;
  const rowHeight = Math.max(
    MIN_ROW_HEIGHT,
    Math.min(
      Math.max(left.height, right.height, MIN_ROW_HEIGHT),
      (context.maxHeight - fixed) / rows,
    ),
  );
  const height = fixed + rows * rowHeight;

  const primitives: Primitive[] = [cardFrame(width, height)];
  primitives.push(
    ...translate(cardHeading(number, item.prompt, inner).primitives, CARD_PADDING, CARD_PADDING),
  );
  const contentStart = primitives.length;
  const top = CARD_PADDING + headingHeight + SECTION_GAP;
  // Columns sit in from the card edges so the lines between them have room either way.
  const leftX = CARD_PADDING + inner * EDGE_SHARE;
  const rightX = CARD_PADDING + inner * (1 - EDGE_SHARE) - right.width;

  const cell = (
    choice: Choice,
    x: number,
    y: number,
    cellWidth: number,
    textSize: number,
  ): Primitive[] => [
    {
      kind: 'rect',
      x,
      y,
      width: cellWidth,
      height: rowHeight,
      radius: 2.5,
      fill: INK.white,
      stroke: { colour: INK.rule, width: 0.35 },
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
      describeVisual(choice.visual, choice.speech),
      textSize,
      context.density,
    ),
  ];
  const dot = (cx: number, cy: number): Primitive => ({
    kind: 'circle',
    cx,
    cy,
    r: DOT_RADIUS,
    fill: INK.text,
  });

  item.left.forEach((choice, index) => {
    const y = top + index * (rowHeight + ROW_GAP);
    primitives.push(...cell(choice, leftX, y, left.width, left.textSize));
    primitives.push(dot(leftX + left.width + DOT_OFFSET, y + rowHeight / 2));
  });
  item.right.forEach((choice, index) => {
    const y = top + index * (rowHeight + ROW_GAP);
    primitives.push(...cell(choice, rightX, y, right.width, right.textSize));
    primitives.push(dot(rightX - DOT_OFFSET, y + rowHeight / 2));
  });
  return { span: half ? 'half' : 'full', width, height, primitives, contentStart };
}
