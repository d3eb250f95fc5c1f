import type { Visual } from '@/domain/types';
import { shapePath } from '../geometry/shapes';
import { segmentsBounds, textAt } from '../primitives';
import { ascent, descent, fitTextSize, textWidth, truncateToWidth } from '../text/measure';
import type { Box, Primitive } from '../types';
import type { SheetStyle } from './block';

/** Where a visual appears; each place has its own comfortable size. */
export type VisualRole = 'stem' | 'choice' | 'match' | 'cell';

interface RoleSizes {
  /** Text size in points for a letter or number, and for a word. */
  shortText: number;
  longText: number;
  picture: number;
  groupPicture: number;
  colour: number;
  shape: number;
}

const SIZES: Record<VisualRole, RoleSizes> = {
  stem: { shortText: 34, longText: 26, picture: 26, groupPicture: 9, colour: 20, shape: 22 },
  choice: { shortText: 26, longText: 20, picture: 18, groupPicture: 7, colour: 14, shape: 16 },
  match: { shortText: 24, longText: 19, picture: 16, groupPicture: 7, colour: 13, shape: 15 },
  cell: { shortText: 20, longText: 15, picture: 12, groupPicture: 5, colour: 10, shape: 11 },
};

const GROUP_COLUMNS = 5;
/** Smallest type for a visual's text; longer text is shortened with an ellipsis. */
const MIN_TEXT_SIZE = 9;
const GROUP_GAP_RATIO = 0.18;

/**
 * The sizes of a role for a sheet: everything grows with the age scale; pictures, colours and
 * shapes also shrink with the density so a worksheet can hold more, while text keeps its size
 * so numbers and words stay easy to read.
 */
function sizesFor(role: VisualRole, style: SheetStyle): RoleSizes {
  const sizes = SIZES[role];
  const picture = style.scale * style.density;
  return {
    shortText: sizes.shortText * style.scale,
    longText: sizes.longText * style.scale,
    picture: sizes.picture * picture,
    groupPicture: sizes.groupPicture * picture,
    colour: sizes.colour * picture,
    shape: sizes.shape * picture,
  };
}

export interface Size {
  width: number;
  height: number;
}

/** Answers (choices, match entries) shrink a little with the density; stems and cells keep theirs. */
function textScale(role: VisualRole, density: number): number {
  return role === 'choice' || role === 'match' ? Math.sqrt(density) : 1;
}

function textSizeFor(text: string, role: VisualRole, style: SheetStyle): number {
  const sizes = sizesFor(role, style);
  const size = [...text].length <= 2 ? sizes.shortText : sizes.longText;
  return size * textScale(role, style.density);
}

/**
 * One text size for visuals shown side by side (choices, a column, a sequence), so a
 * short word is not printed larger than its neighbours.
 */
export function sharedTextSize(
  visuals: readonly (Visual | null)[],
  role: VisualRole,
  style: SheetStyle,
): number {
  const sizes = sizesFor(role, style);
  const long = visuals.some((visual) => visual?.type === 'text' && [...visual.text].length > 2);
  return (long ? sizes.longText : sizes.shortText) * textScale(role, style.density);
}

function groupGrid(count: number) {
  const columns = Math.max(1, Math.min(GROUP_COLUMNS, count));
  const rows = Math.max(1, Math.ceil(count / GROUP_COLUMNS));
  return { columns, rows };
}

function groupSize(count: number, picture: number): Size {
  const { columns, rows } = groupGrid(count);
  const gap = picture * GROUP_GAP_RATIO;
  return {
    width: columns * picture + (columns - 1) * gap,
    height: rows * picture + (rows - 1) * gap,
  };
}

/** The natural size of a visual in a role, never wider than `maxWidth`. */
export function visualSize(
  visual: Visual,
  role: VisualRole,
  style: SheetStyle,
  maxWidth = Infinity,
  textSize?: number,
): Size {
  const sizes = sizesFor(role, style);
  switch (visual.type) {
    case 'text': {
      const size = fitTextSize(
        visual.text,
        textSize ?? textSizeFor(visual.text, role, style),
        'bold',
        maxWidth,
        MIN_TEXT_SIZE,
      );
      return {
        width: Math.min(maxWidth, textWidth(visual.text, size, 'bold')),
        height: ascent(size) + descent(size),
      };
    }
    case 'picture':
      return {
        width: Math.min(maxWidth, sizes.picture),
        height: Math.min(maxWidth, sizes.picture),
      };
    case 'group': {
      const natural = groupSize(visual.count, sizes.groupPicture);
      if (natural.width <= maxWidth) return natural;
      return groupSize(visual.count, (sizes.groupPicture * maxWidth) / natural.width);
    }
    case 'colour':
      return { width: Math.min(maxWidth, sizes.colour), height: Math.min(maxWidth, sizes.colour) };
    case 'shape':
    case 'clock':
      return { width: Math.min(maxWidth, sizes.shape), height: Math.min(maxWidth, sizes.shape) };
  }
}

/** A short description for the answer key and for picture frames. */
export function describeVisual(visual: Visual, speech: string): string {
  switch (visual.type) {
    case 'text':
      return visual.text;
    case 'group':
      return speech.trim() || `${visual.count}`;
    default:
      return speech.trim() || (visual.type === 'picture' ? visual.picture : visual.type);
  }
}

/**
 * A crayon colour: a patch of it, or in ink saver an outlined patch with the colour's name in
 * it, for the child to colour with that crayon first.
 */
function colourPatch(
  visual: Extract<Visual, { type: 'colour' }>,
  side: number,
  cx: number,
  cy: number,
  style: SheetStyle,
): Primitive[] {
  const fill = style.palette.crayon(visual.colour);
  const patch: Primitive = {
    kind: 'rect',
    x: cx - side / 2,
    y: cy - side / 2,
    width: side,
    height: side,
    radius: side * 0.32,
    ...(fill ? { fill } : {}),
    stroke: { colour: style.palette.text, width: fill ? 0.4 : 0.5 },
  };
  if (fill) return [patch];
  const size = fitTextSize(visual.colour, Math.min(12, side * 1.1), 'bold', side - 2, 6);
  return [
    patch,
    textAt(visual.colour, cx, cy + (ascent(size) - descent(size)) / 2, {
      size,
      weight: 'bold',
      align: 'center',
      colour: style.palette.muted,
    }),
  ];
}

/** Draws a visual centred in `box`, as large as its role allows and never outside the box. */
export function drawVisual(
  visual: Visual,
  box: Box,
  role: VisualRole,
  label: string,
  style: SheetStyle,
  textSize?: number,
): Primitive[] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const sizes = sizesFor(role, style);
  switch (visual.type) {
    case 'text': {
      const wanted = textSize ?? textSizeFor(visual.text, role, style);
      let size = fitTextSize(visual.text, wanted, 'bold', box.width, MIN_TEXT_SIZE);
      while (size > MIN_TEXT_SIZE && ascent(size) + descent(size) > box.height) size -= 0.5;
      const baseline = cy + (ascent(size) - descent(size)) / 2;
      const shown = truncateToWidth(visual.text, size, 'bold', box.width);
      return [
        textAt(shown, cx, baseline, {
          size,
          weight: 'bold',
          align: 'center',
          colour: style.palette.text,
        }),
      ];
    }
    case 'picture': {
      const side = Math.min(box.width, box.height, sizes.picture);
      return [
        {
          kind: 'picture',
          name: visual.picture,
          x: cx - side / 2,
          y: cy - side / 2,
          width: side,
          height: side,
          label,
        },
      ];
    }
    case 'group': {
      const natural = groupSize(visual.count, sizes.groupPicture);
      const scale = Math.min(1, box.width / natural.width, box.height / natural.height);
      const picture = sizes.groupPicture * scale;
      const gap = picture * GROUP_GAP_RATIO;
      const { columns } = groupGrid(visual.count);
      const size = groupSize(visual.count, picture);
      const left = cx - size.width / 2;
      const top = cy - size.height / 2;
      const primitives: Primitive[] = [];
      for (let index = 0; index < visual.count; index += 1) {
        const row = Math.floor(index / columns);
        const column = index % columns;
        // The last row is centred, so 7 reads as 5 + 2 in the middle.
        const inRow = Math.min(columns, visual.count - row * columns);
        const rowLeft = left + ((columns - inRow) * (picture + gap)) / 2;
        primitives.push({
          kind: 'picture',
          name: visual.picture,
          x: rowLeft + column * (picture + gap),
          y: top + row * (picture + gap),
          width: picture,
          height: picture,
          label,
        });
      }
      return primitives;
    }
    case 'colour':
      return colourPatch(visual, Math.min(box.width, box.height, sizes.colour), cx, cy, style);
    case 'shape': {
      const side = Math.min(box.width, box.height, sizes.shape);
      const segments = shapePath(visual.shape, {
        x: cx - side / 2,
        y: cy - side / 2,
        width: side,
        height: side,
      });
      return [
        {
          kind: 'path',
          segments,
          bounds: segmentsBounds(segments),
          fill: style.palette.shapeFill(visual.colour),
          stroke: { colour: style.palette.text, width: 0.7 },
        },
      ];
    }
    case 'clock':
      return clockFace(
        visual.hour,
        Math.min(box.width, box.height, sizes.shape) / 2,
        cx,
        cy,
        style,
      );
  }
}

/** A clock face at a time to the hour, in ink: numbers, a short hour hand, a long minute hand. */
function clockFace(hour: number, radius: number, cx: number, cy: number, style: SheetStyle) {
  const ink = style.palette.text;
  const numberSize = Math.max(5, radius * 0.75);
  const hand = (turns: number, length: number, width: number): Primitive => ({
    kind: 'line',
    x1: cx,
    y1: cy,
    x2: cx + length * Math.sin(turns * 2 * Math.PI),
    y2: cy - length * Math.cos(turns * 2 * Math.PI),
    stroke: { colour: ink, width },
  });
  return [
    { kind: 'circle', cx, cy, r: radius, stroke: { colour: ink, width: 0.6 } } as Primitive,
    ...Array.from({ length: 12 }, (_, index) => {
      const turn = ((index + 1) / 12) * 2 * Math.PI;
      return textAt(
        String(index + 1),
        cx + radius * 0.76 * Math.sin(turn),
        cy - radius * 0.76 * Math.cos(turn) + (ascent(numberSize) - descent(numberSize)) / 2,
        { size: numberSize, weight: 'bold', align: 'center', colour: ink },
      );
    }),
    hand(0, radius * 0.78, 0.5),
    hand((hour % 12) / 12, radius * 0.5, 0.9),
  ];
}
