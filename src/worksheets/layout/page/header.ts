import { paragraph, textAt } from '../primitives';
import type { PrintableArea } from '../paper';
import { ascent, descent, fitTextSize, textWidth, truncateToWidth } from '../text/measure';
import { paletteFor, type Palette } from '../ink';
import { TYPE } from '../theme';
import type { Item } from '@/domain/types';
import type { Primitive, WorksheetInput } from '../types';
import { sheetInstructions } from '../instructions';
import { worksheetSubtitle } from './labels';

export interface HeaderLayout {
  primitives: Primitive[];
  /** The lowest point the header paints. */
  bottom: number;
}

const MARK_SIZE = 10.5;
const PILL_HEIGHT = 7;
const NAME_LINE_SHARE = 0.6;
const PANEL_PADDING_X = 4;
const PANEL_PADDING_Y = 3;

function centredBaseline(centreY: number, size: number) {
  return centreY + (ascent(size) - descent(size)) / 2;
}

/** Sprouts mark and name on the left; `meta` (grade, volume, subject) in a pill on the right. */
export function brandRow(
  brand: string,
  meta: string,
  area: PrintableArea,
  palette: Palette = paletteFor('colour'),
): HeaderLayout {
  const centreY = area.top + MARK_SIZE / 2;
  const metaSize = fitTextSize(meta, TYPE.meta, 'bold', area.width - 60, 7);
  const pillWidth = textWidth(meta, metaSize, 'bold') + 8;
  const primitives: Primitive[] = [
    { kind: 'brandMark', x: area.left, y: area.top, size: MARK_SIZE },
    textAt(brand, area.left + MARK_SIZE + 2, centredBaseline(centreY, TYPE.brand), {
      size: TYPE.brand,
      weight: 'bold',
      colour: palette.brand,
    }),
    {
      kind: 'rect',
      x: area.right - pillWidth,
      y: centreY - PILL_HEIGHT / 2,
      width: pillWidth,
      height: PILL_HEIGHT,
      radius: PILL_HEIGHT / 2,
      ...(palette.pill.fill ? { fill: palette.pill.fill } : {}),
      ...(palette.pill.stroke ? { stroke: palette.pill.stroke } : {}),
    },
    textAt(meta, area.right - pillWidth / 2, centredBaseline(centreY, metaSize), {
      size: metaSize,
      weight: 'bold',
      align: 'center',
      colour: palette.pill.text,
    }),
  ];
  return { primitives, bottom: area.top + MARK_SIZE };
}

function worksheetMeta(input: WorksheetInput): string {
  const subtitle = worksheetSubtitle(input.grade, input.volume, input.subject);
  const meta = input.purpose === 'assessment' ? `Assessment · ${subtitle}` : subtitle;
  return input.level ? `${meta} · ${input.level}` : meta;
}

export function titleBlock(
  title: string,
  area: PrintableArea,
  top: number,
  palette: Palette = paletteFor('colour'),
): HeaderLayout {
  const size = fitTextSize(title, TYPE.title, 'bold', area.width, 16);
  const text = paragraph(title, area.left, top, area.width, {
    size,
    weight: 'bold',
    colour: palette.text,
  });
  return { primitives: text.primitives, bottom: top + text.height };
}

function nameAndDate(
  childName: string | undefined,
  area: PrintableArea,
  top: number,
  palette: Palette,
): HeaderLayout {
  const baseline = top + ascent(TYPE.childName) + 1;
  const lineY = baseline + 1.2;
  const labelOptions = { size: TYPE.label, weight: 'bold' as const, colour: palette.muted };
  const nameLabel = textAt('Name', area.left, baseline, labelOptions);
  const nameStart = area.left + nameLabel.width + 2.5;
  const nameEnd = area.left + area.width * NAME_LINE_SHARE;
  const dateLabel = textAt('Date', nameEnd + 6, baseline, labelOptions);
  const dateStart = dateLabel.x + dateLabel.width + 2.5;
  const line = (x1: number, x2: number): Primitive => ({
    kind: 'line',
    x1,
    y1: lineY,
    x2,
    y2: lineY,
    stroke: { colour: palette.rule, width: 0.35 },
  });
  const primitives: Primitive[] = [
    nameLabel,
    line(nameStart, nameEnd),
    dateLabel,
    line(dateStart, area.right),
  ];
  const name = childName?.trim();
  if (name) {
    const room = nameEnd - nameStart - 4;
    const size = fitTextSize(name, TYPE.childName, 'regular', room, 8);
    const shown = truncateToWidth(name, size, 'regular', room);
    primitives.push(textAt(shown, nameStart + 2, lineY - 1.3, { size, colour: palette.strong }));
  }
  return { primitives, bottom: lineY + 0.3 };
}

function readAloudPanel(
  instructions: string,
  area: PrintableArea,
  top: number,
  palette: Palette,
): HeaderLayout {
  const innerWidth = area.width - PANEL_PADDING_X * 2;
  const labelTop = top + PANEL_PADDING_Y;
  const label = textAt('Read aloud', area.left + PANEL_PADDING_X, labelTop + ascent(TYPE.meta), {
    size: TYPE.meta,
    weight: 'bold',
    colour: palette.accent,
  });
  const textTop = labelTop + ascent(TYPE.meta) + descent(TYPE.meta) + 1.2;
  const text = paragraph(instructions, area.left + PANEL_PADDING_X, textTop, innerWidth, {
    size: TYPE.instructions,
    colour: palette.panel.text,
  });
  const bottom = textTop + text.height + PANEL_PADDING_Y;
  return {
    primitives: [
      {
        kind: 'rect',
        x: area.left,
        y: top,
        width: area.width,
        height: bottom - top,
        radius: 3,
        ...(palette.panel.fill ? { fill: palette.panel.fill } : {}),
        ...(palette.panel.stroke ? { stroke: palette.panel.stroke } : {}),
      },
      label,
      ...text.primitives,
    ],
    bottom,
  };
}

/**
 * Brand, grade, volume and subject, the title, and the Name and Date lines; the first page
 * adds the instructions to read aloud.
 */
export function itemsHeader(
  input: WorksheetInput,
  items: readonly Item[],
  area: PrintableArea,
  withInstructions: boolean,
): HeaderLayout {
  const palette = paletteFor(input.ink);
  const brand = brandRow(input.brand, worksheetMeta(input), area, palette);
  const title = titleBlock(input.title, area, brand.bottom + 3, palette);
  const names = nameAndDate(input.childName, area, title.bottom + 2.5, palette);
  const primitives = [...brand.primitives, ...title.primitives, ...names.primitives];
  if (!withInstructions) return { primitives, bottom: names.bottom };
  const panel = readAloudPanel(
    sheetInstructions(input.instructions, items, palette.mode),
    area,
    names.bottom + 3.5,
    palette,
  );
  return { primitives: [...primitives, ...panel.primitives], bottom: panel.bottom };
}

/** The answer key's header: brand row, 'Answer key', and the worksheet it belongs to. */
export function answerKeyHeader(input: WorksheetInput, area: PrintableArea): HeaderLayout {
  const palette = paletteFor(input.ink);
  const brand = brandRow(input.brand, worksheetMeta(input), area, palette);
  const title = titleBlock('Answer key', area, brand.bottom + 3.5, palette);
  const subtitle = paragraph(input.title, area.left, title.bottom + 2, area.width, {
    size: TYPE.keyTitle,
    weight: 'bold',
    colour: palette.muted,
  });
  const noteTop = title.bottom + 2 + subtitle.height + 2;
  const note = paragraph(
    'For grown-ups: check the answers together and praise every try.',
    area.left,
    noteTop,
    area.width,
    { size: TYPE.meta + 1, colour: palette.muted },
  );
  return {
    primitives: [
      ...brand.primitives,
      ...title.primitives,
      ...subtitle.primitives,
      ...note.primitives,
    ],
    bottom: noteTop + note.height,
  };
}
