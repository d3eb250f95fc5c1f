import type { ChoiceItem } from '@/domain/types';
import { translate } from '../primitives';
import type { Primitive } from '../types';
import type { Block, BlockContext } from './block';
import { CARD_PADDING, cardFrame, cardHeading, cardHeadingHeight } from './card';
import { layoutStem } from './stem';
import { describeVisual, drawVisual, sharedTextSize, visualSize } from './visual';

const MIN_CELL = 18;
const CELL_GAP = 4;
const MARK_SIZE = 7.5;
const MARK_GAP = 2.5;
const ROW_GAP = 4;
const SECTION_GAP = 4.5;
/** Choices spread out, but not so far that they stop reading as one row. */
const MAX_COLUMN = 40;
const MIN_STEM_HEIGHT = 24;

interface ChoiceMetrics {
  cellWidth: number;
  visualHeight: number;
  textSize: number;
}

function choiceMetrics(item: ChoiceItem, maxWidth: number, density: number): ChoiceMetrics {
  const textSize = sharedTextSize(
    item.choices.map((choice) => choice.visual),
    'choice',
    density,
  );
  const sizes = item.choices.map((choice) =>
    visualSize(choice.visual, 'choice', maxWidth - 2, textSize, density),
  );
  return {
    textSize,
    cellWidth: Math.max(MIN_CELL, ...sizes.map((size) => size.width + 2)),
    visualHeight: Math.max(0, ...sizes.map((size) => size.height)),
  };
}

function rowWidth(count: number, cellWidth: number) {
  return count * cellWidth + Math.max(0, count - 1) * CELL_GAP;
}

/** A numbered question: prompt, the context (stem), then the choices with a circle to mark. */
export function choiceBlock(item: ChoiceItem, number: number, context: BlockContext): Block {
  const fullInner = context.fullWidth - CARD_PADDING * 2;
  const halfInner = context.halfWidth - CARD_PADDING * 2;
  const metricsFull = choiceMetrics(item, fullInner, context.density);
  const stemNatural = item.stem
    ? layoutStem(item.stem, item.choices, fullInner, context.maxHeight / 2, context.density)
    : null;
  const fitsHalf =
    rowWidth(item.choices.length, metricsFull.cellWidth) <= halfInner &&
    (!stemNatural || stemNatural.width <= halfInner) &&
    item.stem?.type !== 'grid';
  const span = fitsHalf ? 'half' : 'full';
  const width = fitsHalf ? context.halfWidth : context.fullWidth;
  const inner = width - CARD_PADDING * 2;
  const metrics = choiceMetrics(item, inner, context.density);

  const columns = Math.max(
    1,
    Math.min(item.choices.length, Math.floor((inner + CELL_GAP) / (metrics.cellWidth + CELL_GAP))),
  );
  const rows = Math.ceil(item.choices.length / columns);
  const cellHeight = metrics.visualHeight + MARK_GAP + MARK_SIZE;
  const choicesHeight = rows * cellHeight + (rows - 1) * ROW_GAP;
  const headingHeight = cardHeadingHeight(item.prompt, inner);

  const fixedHeight = CARD_PADDING * 2 + headingHeight + SECTION_GAP + choicesHeight;
  // A card with very many choices may still be too tall; the paginator then scales it down.
  const stemRoom = Math.max(MIN_STEM_HEIGHT, context.maxHeight - fixedHeight - SECTION_GAP);
  const stem = item.stem
    ? layoutStem(item.stem, item.choices, inner, stemRoom, context.density)
    : null;
  const height = fixedHeight + (stem ? stem.height + SECTION_GAP : 0);

  const primitives: Primitive[] = [cardFrame(width, height)];
  const heading = cardHeading(number, item.prompt, inner);
  primitives.push(...translate(heading.primitives, CARD_PADDING, CARD_PADDING));
  const contentStart = primitives.length;
  let y = CARD_PADDING + headingHeight + SECTION_GAP;
  if (stem) {
    primitives.push(...translate(stem.primitives, CARD_PADDING + (inner - stem.width) / 2, y));
    y += stem.height + SECTION_GAP;
  }

  const columnWidth = Math.min(inner / columns, Math.max(metrics.cellWidth + CELL_GAP, MAX_COLUMN));
  item.choices.forEach((choice, index) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const inRow = Math.min(columns, item.choices.length - row * columns);
    const rowLeft = CARD_PADDING + (inner - inRow * columnWidth) / 2;
    const centreX = rowLeft + column * columnWidth + columnWidth / 2;
    const top = y + row * (cellHeight + ROW_GAP);
    const visualWidth = Math.min(metrics.cellWidth - 2, columnWidth - 2);
    primitives.push(
      ...drawVisual(
        choice.visual,
        { x: centreX - visualWidth / 2, y: top, width: visualWidth, height: metrics.visualHeight },
        'choice',
        describeVisual(choice.visual, choice.speech),
        metrics.textSize,
        context.density,
      ),
    );
    primitives.push({
      kind: 'answerBox',
      shape: 'circle',
      x: centreX - MARK_SIZE / 2,
      y: top + metrics.visualHeight + MARK_GAP,
      width: MARK_SIZE,
      height: MARK_SIZE,
    });
  });
  return { span, width, height, primitives, contentStart };
}
