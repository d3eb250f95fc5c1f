import type { Choice, Stem, Visual } from '@/domain/types';
import { textAt, translate } from '../primitives';
import { ascent, descent, fitTextSize } from '../text/measure';
import { INK } from '../theme';
import type { Primitive } from '../types';
import type { Laid } from './block';
import { describeVisual, drawVisual, sharedTextSize, visualSize } from './visual';

const PANEL_PADDING_X = 5;
const PANEL_PADDING_Y = 3;
const SEQUENCE_GAP = 2.5;
const SEQUENCE_MAX_CELL = 21;
const GRID_MIN_CELL = 7;
const GRID_MAX_CELL = 13;
const GAP_BOX = 17;

/** A visual at its stem size, without its panel. */
function visualContent(visual: Visual, maxWidth: number, maxHeight: number, density: number): Laid {
  const size = visualSize(visual, 'stem', maxWidth, undefined, density);
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
      undefined,
      density,
    ),
  };
}

/** Content centred on a soft panel of the given size. */
function onPanel(content: Laid, width: number, height: number): Primitive[] {
  return [
    { kind: 'rect', x: 0, y: 0, width, height, radius: 3, fill: INK.primarySoft },
    ...translate(content.primitives, (width - content.width) / 2, (height - content.height) / 2),
  ];
}

function visualStem(visual: Visual, maxWidth: number, maxHeight: number, density: number): Laid {
  const content = visualContent(
    visual,
    maxWidth - PANEL_PADDING_X * 2,
    maxHeight - PANEL_PADDING_Y * 2,
    density,
  );
  const width = Math.min(maxWidth, Math.max(content.width + PANEL_PADDING_X * 2, 30));
  const height = content.height + PANEL_PADDING_Y * 2;
  return { width, height, primitives: onPanel(content, width, height) };
}

function gapBox(x: number, y: number, width: number, height: number): Primitive {
  return { kind: 'answerBox', shape: 'gap', x, y, width, height };
}

function sequenceStem(
  cells: (Visual | null)[],
  maxWidth: number,
  maxHeight: number,
  density: number,
): Laid {
  const count = Math.max(1, cells.length);
  const cell = Math.min(
    SEQUENCE_MAX_CELL * density,
    maxHeight,
    (maxWidth - (count - 1) * SEQUENCE_GAP) / count,
  );
  const textSize = sharedTextSize(cells, 'cell');
  const primitives: Primitive[] = [];
  cells.forEach((visual, index) => {
    const x = index * (cell + SEQUENCE_GAP);
    if (visual === null) {
      primitives.push(gapBox(x, 0, cell, cell));
      return;
    }
    primitives.push({
      kind: 'rect',
      x,
      y: 0,
      width: cell,
      height: cell,
      radius: 2,
      fill: INK.white,
      stroke: { colour: INK.rule, width: 0.35 },
    });
    const inset = cell * 0.1;
    primitives.push(
      ...drawVisual(
        visual,
        { x: x + inset, y: inset, width: cell - inset * 2, height: cell - inset * 2 },
        'cell',
        describeVisual(visual, ''),
        textSize,
        density,
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
  density: number,
): Laid {
  const cols = Math.max(1, Math.min(columns, cells.length || 1));
  const rows = Math.max(1, Math.ceil(cells.length / cols));
  const cell = Math.max(
    GRID_MIN_CELL,
    Math.min(GRID_MAX_CELL * density, maxWidth / cols, maxHeight / rows),
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
      primitives.push(gapBox(x + 0.6, y + 0.6, cell - 1.2, cell - 1.2));
      return;
    }
    primitives.push({
      kind: 'rect',
      x,
      y,
      width: cell,
      height: cell,
      radius: 0,
      stroke: { colour: INK.rule, width: 0.3 },
    });
    primitives.push(
      textAt(`${value}`, x + cell / 2, y + cell / 2 + (ascent(size) - descent(size)) / 2, {
        size,
        weight: 'bold',
        align: 'center',
        colour: INK.text,
      }),
    );
  });
  return { width: cols * cell, height: rows * cell, primitives };
}

function symbol(text: string, x: number, centreY: number, size = 30): Primitive {
  return textAt(text, x, centreY + (ascent(size) - descent(size)) / 2, {
    size,
    weight: 'bold',
    align: 'center',
    colour: INK.muted,
  });
}

function equationStem(
  left: Visual,
  operator: '+' | '-',
  right: Visual,
  maxWidth: number,
  maxHeight: number,
  density: number,
): Laid {
  const symbolWidth = 12;
  const room = (maxWidth - symbolWidth * 2 - GAP_BOX - 4) / 2;
  const leftSize = visualSize(left, 'stem', room, undefined, density);
  const rightSize = visualSize(right, 'stem', room, undefined, density);
  const height = Math.min(maxHeight, Math.max(leftSize.height, rightSize.height, GAP_BOX));
  const middle = height / 2;
  const primitives: Primitive[] = [];
  let x = 0;
  primitives.push(
    ...drawVisual(
      left,
      { x, y: 0, width: leftSize.width, height },
      'stem',
      describeVisual(left, ''),
      undefined,
      density,
    ),
  );
  x += leftSize.width;
  primitives.push(symbol(operator === '-' ? '–' : '+', x + symbolWidth / 2, middle));
  x += symbolWidth;
  primitives.push(
    ...drawVisual(
      right,
      { x, y: 0, width: rightSize.width, height },
      'stem',
      describeVisual(right, ''),
      undefined,
      density,
    ),
  );
  x += rightSize.width;
  primitives.push(symbol('=', x + symbolWidth / 2, middle));
  x += symbolWidth;
  primitives.push(gapBox(x, middle - GAP_BOX / 2, GAP_BOX, GAP_BOX));
  x += GAP_BOX;
  return { width: x, height, primitives };
}

const COMPARISON_SYMBOLS = new Set(['<', '>', '=']);

function compareStem(
  left: Visual,
  right: Visual,
  choices: Choice[],
  maxWidth: number,
  maxHeight: number,
  density: number,
): Laid {
  // With <, > and = to choose from, the child writes the sign between the two sides.
  const symbols =
    choices.length > 0 &&
    choices.every(
      (choice) => choice.visual.type === 'text' && COMPARISON_SYMBOLS.has(choice.visual.text),
    );
  const middleWidth = symbols ? GAP_BOX + 8 : 8;
  const room = (maxWidth - middleWidth) / 2 - PANEL_PADDING_X * 2;
  const contents = [left, right].map((visual) =>
    visualContent(visual, room, maxHeight - PANEL_PADDING_Y * 2, density),
  );
  const panelWidth = Math.max(
    30,
    ...contents.map((content) => content.width + PANEL_PADDING_X * 2),
  );
  const height = Math.max(...contents.map((content) => content.height)) + PANEL_PADDING_Y * 2;
  const [leftContent, rightContent] = contents as [Laid, Laid];
  const primitives: Primitive[] = [
    ...onPanel(leftContent, panelWidth, height),
    ...translate(onPanel(rightContent, panelWidth, height), panelWidth + middleWidth, 0),
  ];
  if (symbols) primitives.push(gapBox(panelWidth + 4, height / 2 - GAP_BOX / 2, GAP_BOX, GAP_BOX));
  return { width: panelWidth * 2 + middleWidth, height, primitives };
}

/** Lays out the context shown above an item's choices, within the given width and height. */
export function layoutStem(
  stem: Stem,
  choices: Choice[],
  maxWidth: number,
  maxHeight: number,
  density = 1,
): Laid {
  switch (stem.type) {
    case 'visual':
      return visualStem(stem.visual, maxWidth, maxHeight, density);
    case 'sequence':
      return sequenceStem(stem.cells, maxWidth, maxHeight, density);
    case 'grid':
      return gridStem(stem.columns, stem.cells, maxWidth, maxHeight, density);
    case 'equation':
      return equationStem(stem.left, stem.operator, stem.right, maxWidth, maxHeight, density);
    case 'compare':
      return compareStem(stem.left, stem.right, choices, maxWidth, maxHeight, density);
  }
}
