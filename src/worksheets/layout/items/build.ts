import type { BuildItem } from '@/domain/types';
import type { CardContext, Laid } from '../cards/block';
import { assembleCard, BADGE_SPACE, CARD_PADDING, cardArea } from '../cards/card';
import { centredStem } from '../cards/stem';
import { textAt, translate } from '../primitives';
import { ascent } from '../text/measure';
import type { Primitive } from '../types';
import { promptsDiffer, type ItemSheet } from './item-sheet';

const CELL = 9;
const FRAME_GAP = 4;
const STEM_HEIGHT = 26;
const GAP = 3;
const TICK = 2.5;
const NUMBER_SIZE = 11;
const MIN_STEP = 5.5;
const WRITE_BOX = 12;

/** One or two empty ten-frames, two rows of five, side by side. */
function frames(item: BuildItem, context: CardContext, cell: number): Laid {
  const count = Math.ceil(item.size / 10);
  const frameWidth = cell * 5;
  const primitives: Primitive[] = [];
  for (let frame = 0; frame < count; frame += 1) {
    const left = frame * (frameWidth + FRAME_GAP);
    for (let index = 0; index < 10; index += 1) {
      primitives.push({
        kind: 'rect',
        x: left + (index % 5) * cell,
        y: Math.floor(index / 5) * cell,
        width: cell,
        height: cell,
        radius: 0,
        fill: context.palette.card,
        stroke: { colour: context.palette.text, width: 0.4 },
      });
    }
  }
  return { width: count * frameWidth + (count - 1) * FRAME_GAP, height: cell * 2, primitives };
}

/** A line from 0 to the item's size with a numbered tick at every number. */
function numberLine(item: BuildItem, width: number, context: CardContext): Laid {
  const step = width / (item.size + 1);
  const size = Math.min(NUMBER_SIZE, step * 2.2);
  const y = TICK;
  const primitives: Primitive[] = [
    {
      kind: 'line',
      x1: step / 2,
      y1: y,
      x2: width - step / 2,
      y2: y,
      stroke: { colour: context.palette.text, width: 0.5 },
    },
  ];
  for (let number = 0; number <= item.size; number += 1) {
    const x = step / 2 + number * step;
    primitives.push(
      {
        kind: 'line',
        x1: x,
        y1: y - TICK,
        x2: x,
        y2: y + TICK,
        stroke: { colour: context.palette.text, width: 0.4 },
      },
      textAt(String(number), x, y + TICK + 1.5 + ascent(size), {
        size,
        weight: number === item.start ? 'bold' : 'regular',
        align: 'center',
        colour: context.palette.text,
      }),
    );
  }
  return { width, height: y + TICK + 2 + ascent(size) * 1.3, primitives };
}

function content(item: BuildItem, width: number, context: CardContext): Laid {
  const primitives: Primitive[] = [];
  let y = 0;
  if (item.stem) {
    const stem = centredStem(item.stem, width, STEM_HEIGHT * context.scale, context);
    primitives.push(...stem.primitives);
    y += stem.height + GAP;
  }
  if (item.tool === 'frame') {
    const count = Math.ceil(item.size / 10);
    const cell = Math.min(CELL * context.scale, (width - (count - 1) * FRAME_GAP) / (5 * count));
    const laid = frames(item, context, cell);
    primitives.push(...translate(laid.primitives, (width - laid.width) / 2, y));
    return { width, height: y + laid.height, primitives };
  }
  const lineWidth = width - WRITE_BOX - GAP * 2;
  const line = numberLine(item, lineWidth, context);
  primitives.push(...translate(line.primitives, 0, y + WRITE_BOX / 2));
  primitives.push({
    kind: 'rect',
    x: width - WRITE_BOX,
    y,
    width: WRITE_BOX,
    height: WRITE_BOX,
    radius: 2,
    fill: context.palette.card,
    stroke: { colour: context.palette.rule, width: 0.4, dash: [1.2, 1.2] },
  });
  return { width, height: y + Math.max(WRITE_BOX, line.height + WRITE_BOX / 2), primitives };
}

/** A ten-frame to draw dots in, or a number line to draw hops on and a box for where they land. */
export const buildSheet: ItemSheet<BuildItem> = {
  minWidth(item, context) {
    const beside = context.prompt ? 0 : BADGE_SPACE;
    const inner =
      item.tool === 'frame'
        ? Math.ceil(item.size / 10) * (CELL * 5 + FRAME_GAP)
        : (item.size + 1) * MIN_STEP + WRITE_BOX + GAP * 2;
    return inner + beside + CARD_PADDING * 2;
  },

  card(item, number, width, context) {
    const area = cardArea(item.prompt, width, context);
    return assembleCard(
      number,
      item.prompt,
      width,
      area,
      content(item, area.width, context),
      context,
    );
  },

  promptsNeeded: promptsDiffer,

  instruction(items) {
    return items[0]?.tool === 'line'
      ? 'Draw the hops on the number line, then write where the frog lands.'
      : 'Draw a dot in the frame for each one, to make the number.';
  },

  answer(item) {
    return [item.tool === 'frame' ? `${item.answer} dots` : String(item.answer)];
  },
};
