import { stemVisuals } from '@/domain/stem-visuals';
import type { Choice, ChoiceItem, Stem } from '@/domain/types';
import { translate } from '../primitives';
import type { Primitive } from '../types';
import type { CardContext, Laid } from '../cards/block';
import { assembleCard, BADGE_SPACE, CARD_PADDING, cardArea } from '../cards/card';
import { layoutStem } from '../cards/stem';
import { describeVisual, drawVisual, sharedTextSize, visualSize } from '../cards/visual';
import { forPaper } from '../paper-wording';
import { promptsDiffer, type ItemSheet } from './item-sheet';

/** Room around each choice for the child's circle. */
const CHOICE_AIR = 3.5;
const MIN_CELL = 11;
const CELL_GAP = 2.5;
const ROW_GAP = 2;
/** Between the question's picture and the choices. */
const SECTION_GAP = 3;
/** The least room a grid's cell may have and still be read by a child. */
const GRID_READABLE_CELL = 8;

function findChoice(item: ChoiceItem): Choice {
  const choice = item.choices.find((candidate) => candidate.id === item.answer);
  if (!choice)
    throw new Error(
      `Item ${item.id} names an answer (${item.answer}) that is not one of its choices`,
    );
  return choice;
}

interface ChoicesMetrics {
  cell: number;
  visualHeight: number;
  textSize: number;
}

function choicesMetrics(item: ChoiceItem, maxWidth: number, context: CardContext): ChoicesMetrics {
  const textSize = sharedTextSize(
    item.choices.map((choice) => choice.visual),
    'choice',
    context,
  );
  const sizes = item.choices.map((choice) =>
    visualSize(choice.visual, 'choice', context, maxWidth - CHOICE_AIR, textSize),
  );
  return {
    textSize,
    cell: Math.max(MIN_CELL, ...sizes.map((size) => size.width + CHOICE_AIR)),
    visualHeight: Math.max(0, ...sizes.map((size) => size.height)) + CHOICE_AIR,
  };
}

function rowWidth(count: number, cell: number): number {
  return count * cell + Math.max(0, count - 1) * CELL_GAP;
}

/** The choices in rows as wide as `width` allows, each with room to circle it. */
function choicesRow(item: ChoiceItem, width: number, context: CardContext): Laid {
  const metrics = choicesMetrics(item, width, context);
  const columns = Math.max(
    1,
    Math.min(item.choices.length, Math.floor((width + CELL_GAP) / (metrics.cell + CELL_GAP))),
  );
  const rows = Math.ceil(item.choices.length / columns);
  // Choices spread over the room, but never so far apart that they stop reading as one row.
  const step = Math.min(
    (width + CELL_GAP) / columns,
    Math.max(metrics.cell + CELL_GAP, metrics.cell * 1.8),
  );
  const rowSpan = columns * step - CELL_GAP;
  const primitives: Primitive[] = [];
  item.choices.forEach((choice, index) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const inRow = Math.min(columns, item.choices.length - row * columns);
    const left = (rowSpan - (inRow * step - CELL_GAP)) / 2 + column * step;
    const top = row * (metrics.visualHeight + ROW_GAP);
    primitives.push(
      ...drawVisual(
        choice.visual,
        {
          x: left + CHOICE_AIR / 2,
          y: top + CHOICE_AIR / 2,
          width: metrics.cell - CHOICE_AIR,
          height: metrics.visualHeight - CHOICE_AIR,
        },
        'choice',
        describeVisual(choice.visual, choice.speech),
        context,
        metrics.textSize,
      ),
    );
  });
  return {
    width: rowSpan,
    height: rows * metrics.visualHeight + (rows - 1) * ROW_GAP,
    primitives: item.kind === 'colours' ? primitives.map(keepColour) : primitives,
  };
}

/** 'Circle the blue one' needs the pictures' own colours, ink saver or not. */
function keepColour(primitive: Primitive): Primitive {
  return primitive.kind === 'picture' ? { ...primitive, inColour: true } : primitive;
}

/** The stem's natural width: how wide it is when nothing squeezes it. */
function stemNaturalWidth(item: ChoiceItem, context: CardContext): number {
  if (!item.stem) return 0;
  if (item.stem.type === 'grid') {
    const columns = Math.max(1, Math.min(item.stem.columns, item.stem.cells.length));
    return columns * GRID_READABLE_CELL;
  }
  return layoutStem(item.stem, item.choices, 1000, context.maxHeight / 2, context).width;
}

function choicesNaturalWidth(item: ChoiceItem, context: CardContext): number {
  return rowWidth(item.choices.length, choicesMetrics(item, 1000, context).cell);
}

/**
 * Whether a stem is about as wide from one item to the next (a row of cells, a sum of numbers),
 * so cards side by side with it stay alike. Groups to count grow with the count; grids are wide.
 */
function stemKeepsItsWidth(stem: Stem): boolean {
  return stem.type !== 'grid' && stemVisuals(stem).every((visual) => visual?.type !== 'group');
}

/**
 * The question's picture (its stem) and the choices to circle: side by side when both fit
 * (sums, short rows), else the stem above the choices.
 */
function choiceContent(item: ChoiceItem, width: number, context: CardContext): Laid {
  const choicesWidth = choicesNaturalWidth(item, context);
  if (!item.stem) {
    const row = choicesRow(item, width, context);
    return { ...row, primitives: translate(row.primitives, (width - row.width) / 2, 0) };
  }
  const stemRoom = context.maxHeight / 2;
  const inline =
    (context.alike ? stemKeepsItsWidth(item.stem) : item.stem.type !== 'grid') &&
    stemNaturalWidth(item, context) + SECTION_GAP * 2 + choicesWidth <= width;
  if (inline) {
    const row = choicesRow(item, choicesWidth, context);
    const stemWidth = width - row.width - SECTION_GAP * 2;
    const stem = layoutStem(item.stem, item.choices, stemWidth, stemRoom, context);
    const height = Math.max(stem.height, row.height);
    // The stem on the left, the choices on the right, both centred on one line.
    const stemLeft = (stemWidth - stem.width) / 2;
    return {
      width,
      height,
      primitives: [
        ...translate(stem.primitives, stemLeft, (height - stem.height) / 2),
        ...translate(row.primitives, width - row.width, (height - row.height) / 2),
      ],
    };
  }
  const stem = layoutStem(item.stem, item.choices, width, stemRoom, context);
  const row = choicesRow(item, width, context);
  return {
    width,
    height: stem.height + SECTION_GAP + row.height,
    primitives: [
      ...translate(stem.primitives, (width - stem.width) / 2, 0),
      ...translate(row.primitives, (width - row.width) / 2, stem.height + SECTION_GAP),
    ],
  };
}

/** A question with a picture, a row or a grid to look at, and choices to circle. */
export const choiceSheet: ItemSheet<ChoiceItem> = {
  minWidth(item, context) {
    const content = Math.max(stemNaturalWidth(item, context), choicesNaturalWidth(item, context));
    const beside = context.prompt ? 0 : BADGE_SPACE;
    return content + beside + CARD_PADDING * 2;
  },

  card(item, number, width, context) {
    const area = cardArea(item.prompt, width, context);
    return assembleCard(
      number,
      item.prompt,
      width,
      area,
      choiceContent(item, area.width, context),
      context,
    );
  },

  promptsNeeded: promptsDiffer,

  instruction(items, given) {
    if (given) return forPaper(given);
    return items.length === 1 ? 'Circle the right answer.' : 'Circle the right answer each time.';
  },

  answer(item) {
    const choice = findChoice(item);
    return [describeVisual(choice.visual, choice.speech)];
  },
};

/** The right choice of a choice item, for a small picture beside its answer in the key. */
export function rightChoice(item: ChoiceItem): Choice {
  return findChoice(item);
}
