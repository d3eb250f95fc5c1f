import type { Choice, Stem, Visual } from '@/domain/types';
import { textAt, translate } from '../primitives';
import { ascent, descent, fitTextSize } from '../text/measure';
import type { Primitive } from '../types';
import type { Laid, SheetStyle } from './block';
import { describeVisual, drawVisual, sharedTextSize, visualSize } from './visual';

const PANEL_PADDING_X = 3;
const PANEL_PADDING_Y = 2;
const SEQUENCE_GAP = 2;
const SEQUENCE_MAX_CELL = 17;
const SEQUENCE_MIN_TEXT_CELL = 10;
const SEQUENCE_TEXT_AIR = 3.5;
const GRID_MIN_CELL = 6.5;
const GRID_MAX_CELL = 10.5;
const GAP_BOX = 13;

/** A visual at its stem size, without its panel. */
function visualContent(
  visual: Visual,
  maxWidth: number,
  maxHeight: number,
  style: SheetStyle,
): Laid {
  const size = visualSize(visual, 'stem', style, maxWidth);
  const width = size.width;
  const height = Math.min(size.height, maxHeight);
  return {
    width,
    height,
    primitives: drawVisual(
      visual,
      { x: 0, y: 0, width, height },
      'stem',
      describeVisual(visual, ''),
      style,
    ),
  };
}

/** Content centred on a soft panel of the given size (no panel is printed in ink saver). */
function onPanel(content: Laid, width: number, height: number, style: SheetStyle): Primitive[] {
  const fill = style.palette.stemPanel;
  return [
    ...(fill ? [{ kind: 'rect' as const, x: 0, y: 0, width, height, radius: 2.5, fill }] : []),
    ...translate(content.primitives, (width - content.width) / 2, (height - content.height) / 2),
  ];
}

function visualStem(visual: Visual, maxWidth: number, maxHeight: number, style: SheetStyle): Laid {
  const content = visualContent(
    visual,
    maxWidth - PANEL_PADDING_X * 2,
    maxHeight - PANEL_PADDING_Y * 2,
    style,
  );
  const width = Math.min(maxWidth, Math.max(content.width + PANEL_PADDING_X * 2, 20));
  const height = content.height + PANEL_PADDING_Y * 2;
  return { width, height, primitives: onPanel(content, width, height, style) };
}

function gapSide(style: SheetStyle): number {
  return GAP_BOX * style.scale;
}

/** A dashed box to write the missing answer in. */
function gapBox(x: number, y: number, width: number, height: number, style: SheetStyle): Primitive {
  const { gap } = style.palette;
  return {
    kind: 'rect',
    x,
    y,
    width,
    height,
    radius: 2,
    ...(gap.fill ? { fill: gap.fill } : {}),
    stroke: { colour: gap.stroke, width: 0.5, dash: [1.6, 1.1] },
  };
}

function sequenceStem(
  cells: (Visual | null)[],
  maxWidth: number,
  maxHeight: number,
  style: SheetStyle,
): Laid {
  const count = Math.max(1, cells.length);
  const textSize = sharedTextSize(cells, 'cell', style);
  // A row of numbers needs cells just wide enough for them; pictures get room to be seen.
  const widest = cells.every((visual) => visual === null || visual.type === 'text')
    ? Math.max(
        0,
        ...cells.map((visual) =>
          visual ? visualSize(visual, 'cell', style, Infinity, textSize).width : 0,
        ),
      )
    : null;
  const natural =
    widest === null
      ? SEQUENCE_MAX_CELL * style.scale * style.density
      : Math.max(SEQUENCE_MIN_TEXT_CELL * style.scale, widest + SEQUENCE_TEXT_AIR);
  const cell = Math.min(natural, maxHeight, (maxWidth - (count - 1) * SEQUENCE_GAP) / count);
  const primitives: Primitive[] = [];
  cells.forEach((visual, index) => {
    const x = index * (cell + SEQUENCE_GAP);
    if (visual === null) {
      primitives.push(gapBox(x, 0, cell, cell, style));
      return;
    }
    primitives.push({
      kind: 'rect',
      x,
      y: 0,
      width: cell,
      height: cell,
      radius: 2,
      fill: style.palette.card,
      stroke: { colour: style.palette.rule, width: 0.35 },
    });
    const inset = cell * 0.1;
    primitives.push(
      ...drawVisual(
        visual,
        { x: x + inset, y: inset, width: cell - inset * 2, height: cell - inset * 2 },
        'cell',
        describeVisual(visual, ''),
        style,
        textSize,
      ),
    );
  });
  return { width: count * cell + (count - 1) * SEQUENCE_GAP, height: cell, primitives };
}

function gridStem(
  columns: number,
  cells: (number | null)[],
  maxWidth: number,
  maxHeight: number,
  style: SheetStyle,
): Laid {
  const cols = Math.max(1, Math.min(columns, cells.length || 1));
  const rows = Math.max(1, Math.ceil(cells.length / cols));
  const cell = Math.max(
    GRID_MIN_CELL,
    Math.min(GRID_MAX_CELL * style.scale * style.density, maxWidth / cols, maxHeight / rows),
  );
  const longest = cells.reduce<string>(
    (widest, value) => (value !== null && `${value}`.length > widest.length ? `${value}` : widest),
    '0',
  );
  // One size for every number so the grid reads evenly.
  let size = fitTextSize(longest, cell * 1.45, 'bold', cell * 0.82, 6);
  while (size > 6 && ascent(size) + descent(size) > cell * 0.8) size -= 0.5;
  const primitives: Primitive[] = [];
  cells.forEach((value, index) => {
    const x = (index % cols) * cell;
    const y = Math.floor(index / cols) * cell;
    if (value === null) {
      primitives.push(gapBox(x + 0.6, y + 0.6, cell - 1.2, cell - 1.2, style));
      return;
    }
    primitives.push({
      kind: 'rect',
      x,
      y,
      width: cell,
      height: cell,
      radius: 0,
      stroke: { colour: style.palette.rule, width: 0.3 },
    });
    primitives.push(
      textAt(`${value}`, x + cell / 2, y + cell / 2 + (ascent(size) - descent(size)) / 2, {
        size,
        weight: 'bold',
        align: 'center',
        colour: style.palette.text,
      }),
    );
  });
  return { width: cols * cell, height: rows * cell, primitives };
}

function symbol(
  text: string,
  x: number,
  centreY: number,
  style: SheetStyle,
  size = 24 * style.scale,
): Primitive {
  return textAt(text, x, centreY + (ascent(size) - descent(size)) / 2, {
    size,
    weight: 'bold',
    align: 'center',
    colour: style.palette.muted,
  });
}

function equationStem(
  left: Visual,
  operator: '+' | '-',
  right: Visual,
  maxWidth: number,
  maxHeight: number,
  style: SheetStyle,
): Laid {
  const symbolWidth = 9 * style.scale;
  const gap = gapSide(style);
  const room = (maxWidth - symbolWidth * 2 - gap - 2) / 2;
  const leftSize = visualSize(left, 'stem', style, room);
  const rightSize = visualSize(right, 'stem', style, room);
  const height = Math.min(maxHeight, Math.max(leftSize.height, rightSize.height, gap));
  const middle = height / 2;
  const primitives: Primitive[] = [];
  let x = 0;
  primitives.push(
    ...drawVisual(
      left,
      { x, y: 0, width: leftSize.width, height },
      'stem',
      describeVisual(left, ''),
      style,
    ),
  );
  x += leftSize.width;
  primitives.push(symbol(operator === '-' ? '–' : '+', x + symbolWidth / 2, middle, style));
  x += symbolWidth;
  primitives.push(
    ...drawVisual(
      right,
      { x, y: 0, width: rightSize.width, height },
      'stem',
      describeVisual(right, ''),
      style,
    ),
  );
  x += rightSize.width;
  primitives.push(symbol('=', x + symbolWidth / 2, middle, style));
  x += symbolWidth;
  primitives.push(gapBox(x, middle - gap / 2, gap, gap, style));
  x += gap;
  return { width: x, height, primitives };
}

/**
 * A picture story on paper: things that arrive are drawn as a second group after a plus; things
 * that leave are crossed out in the group, as children learn to show taking away.
 */
function storyStem(
  stem: Extract<Stem, { type: 'story' }>,
  maxWidth: number,
  maxHeight: number,
  style: SheetStyle,
): Laid {
  const start: Visual = { type: 'group', picture: stem.picture, count: stem.start };
  const change: Visual = { type: 'group', picture: stem.picture, count: stem.change };
  if (stem.operator === '+') return equationStem(start, '+', change, maxWidth, maxHeight, style);
  const symbolWidth = 9 * style.scale;
  const gap = gapSide(style);
  const size = visualSize(start, 'stem', style, maxWidth - symbolWidth - gap - 2);
  const height = Math.min(maxHeight, Math.max(size.height, gap));
  const group = drawVisual(
    start,
    { x: 0, y: 0, width: size.width, height },
    'stem',
    describeVisual(start, ''),
    style,
  );
  const stroke = { colour: style.palette.text, width: 0.8 };
  const crosses = group.slice(stem.start - stem.change).flatMap((picture): Primitive[] => {
    if (picture.kind !== 'picture') return [];
    const { x, y, width, height: side } = picture;
    return [
      { kind: 'line', x1: x, y1: y, x2: x + width, y2: y + side, stroke },
      { kind: 'line', x1: x + width, y1: y, x2: x, y2: y + side, stroke },
    ];
  });
  const middle = height / 2;
  const equals = size.width + symbolWidth / 2;
  return {
    width: size.width + symbolWidth + gap,
    height,
    primitives: [
      ...group,
      ...crosses,
      symbol('=', equals, middle, style),
      gapBox(size.width + symbolWidth, middle - gap / 2, gap, gap, style),
    ],
  };
}

const COMPARISON_SYMBOLS = new Set(['<', '>', '=']);

function compareStem(
  left: Visual,
  right: Visual,
  choices: Choice[],
  maxWidth: number,
  maxHeight: number,
  style: SheetStyle,
): Laid {
  // With <, > and = to choose from, the child writes the sign between the two sides.
  const symbols =
    choices.length > 0 &&
    choices.every(
      (choice) => choice.visual.type === 'text' && COMPARISON_SYMBOLS.has(choice.visual.text),
    );
  const gap = gapSide(style);
  const middleWidth = symbols ? gap + 6 : 6;
  const room = (maxWidth - middleWidth) / 2 - PANEL_PADDING_X * 2;
  const contents = [left, right].map((visual) =>
    visualContent(visual, room, maxHeight - PANEL_PADDING_Y * 2, style),
  );
  const panelWidth = Math.max(
    20,
    ...contents.map((content) => content.width + PANEL_PADDING_X * 2),
  );
  const height = Math.max(...contents.map((content) => content.height)) + PANEL_PADDING_Y * 2;
  const [leftContent, rightContent] = contents as [Laid, Laid];
  const primitives: Primitive[] = [
    ...onPanel(leftContent, panelWidth, height, style),
    ...translate(onPanel(rightContent, panelWidth, height, style), panelWidth + middleWidth, 0),
  ];
  if (symbols) primitives.push(gapBox(panelWidth + 3, height / 2 - gap / 2, gap, gap, style));
  return { width: panelWidth * 2 + middleWidth, height, primitives };
}

/** Lays out the context shown with an item's choices, within the given width and height. */
export function layoutStem(
  stem: Stem,
  choices: Choice[],
  maxWidth: number,
  maxHeight: number,
  style: SheetStyle,
): Laid {
  switch (stem.type) {
    case 'visual':
      return visualStem(stem.visual, maxWidth, maxHeight, style);
    case 'sequence':
      return sequenceStem(stem.cells, maxWidth, maxHeight, style);
    case 'grid':
      return gridStem(stem.columns, stem.cells, maxWidth, maxHeight, style);
    case 'equation':
      return equationStem(stem.left, stem.operator, stem.right, maxWidth, maxHeight, style);
    case 'compare':
      return compareStem(stem.left, stem.right, choices, maxWidth, maxHeight, style);
    case 'story':
      return storyStem(stem, maxWidth, maxHeight, style);
  }
}

/** A stem laid out as wide as it needs, centred in `width` (a picture or sum above a card's work). */
export function centredStem(stem: Stem, width: number, maxHeight: number, style: SheetStyle): Laid {
  const laid = layoutStem(stem, [], width, maxHeight, style);
  return {
    width,
    height: laid.height,
    primitives: translate(laid.primitives, (width - laid.width) / 2, 0),
  };
}
