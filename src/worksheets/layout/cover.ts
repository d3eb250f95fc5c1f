import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { SUBJECT_TITLES } from '@/domain/grades';
import { footer } from './page/footer';
import { brandRow, titleBlock } from './page/header';
import { gradeLabel, volumeLabel } from './page/labels';
import { PAPERS, printableArea } from './paper';
import { paragraph, textAt, translate } from './primitives';
import { ascent, descent, lineHeight, textWidth, truncateToWidth, wrapText } from './text/measure';
import { paletteFor, type InkMode, type Palette } from './ink';
import { TYPE } from './theme';
import type { PaperId, Primitive, PrintableDocument } from './types';

export interface CoverEntry {
  title: string;
  /** The worksheet's first page in the combined PDF. */
  page: number;
}

export interface VolumeCoverInput {
  brand: 'Sprouts';
  grade: GradeSlug;
  volume: VolumeSlug;
  /** The volume's title and summary, from its content pack. */
  title: string;
  summary: string;
  childName?: string;
  paper: PaperId;
  ink?: InkMode;
  contents: { subject: SubjectSlug; entries: CoverEntry[] }[];
}

const COLUMN_GAP = 10;
/** Contents type sizes, largest first: the first at which both columns fit is used. */
const ENTRY_SIZES = [11.5, 10.5, 9.5, 8.5, 7.5];
const ENTRY_GAP = 2.2;

/** One contents column: the subject, then each worksheet with its first page on the right. */
function contentsColumn(
  subject: SubjectSlug,
  entries: CoverEntry[],
  left: number,
  top: number,
  width: number,
  size: number,
  palette: Palette,
) {
  const primitives: Primitive[] = [
    textAt(SUBJECT_TITLES[subject], left, top + ascent(TYPE.keyTitle + 1), {
      size: TYPE.keyTitle + 1,
      weight: 'bold',
      colour: palette.brand,
    }),
  ];
  let y = top + ascent(TYPE.keyTitle + 1) + descent(TYPE.keyTitle + 1) + 3;
  primitives.push({
    kind: 'line',
    x1: left,
    y1: y - 1.5,
    x2: left + width,
    y2: y - 1.5,
    stroke: { colour: palette.border, width: 0.3 },
  });
  for (const entry of entries) {
    const pageLabel = `${entry.page}`;
    const room = width - textWidth('000', size, 'bold') - 3;
    const lines = wrapText(entry.title, size, 'regular', room).slice(0, 2);
    lines.forEach((line, index) => {
      const shown = index === 1 ? truncateToWidth(line, size, 'regular', room) : line;
      primitives.push(
        textAt(shown, left, y + ascent(size) + index * lineHeight(size), {
          size,
          colour: palette.text,
        }),
      );
    });
    primitives.push(
      textAt(pageLabel, left + width, y + ascent(size), {
        size,
        weight: 'bold',
        align: 'right',
        colour: palette.muted,
      }),
    );
    y += ascent(size) + descent(size) + (lines.length - 1) * lineHeight(size) + ENTRY_GAP;
  }
  return { primitives, bottom: y };
}

const TIPS = [
  'Print at actual size (100%), one worksheet at a time or all of them.',
  'Read the instructions and each question aloud; your child circles, joins or traces.',
  'Check the answers together with the answer keys, and praise every try.',
];

/** A few words for grown-ups on how to use the worksheets, laid out from y = 0. */
function tipsPanel(
  left: number,
  width: number,
  palette: Palette,
): { primitives: Primitive[]; height: number } {
  const padding = 4;
  const primitives: Primitive[] = [
    textAt('Tips for grown-ups', left + padding, padding + ascent(TYPE.label), {
      size: TYPE.label,
      weight: 'bold',
      colour: palette.strong,
    }),
  ];
  let y = padding + ascent(TYPE.label) + descent(TYPE.label) + 2;
  for (const tip of TIPS) {
    primitives.push({
      kind: 'circle',
      cx: left + padding + 1.2,
      cy: y + ascent(11) / 2,
      r: 0.9,
      fill: palette.brand,
    });
    const text = paragraph(tip, left + padding + 4.5, y, width - padding * 2 - 4.5, {
      size: 11,
      colour: palette.text,
    });
    primitives.push(...text.primitives);
    y += text.height + 1.8;
  }
  const height = y - 1.8 + padding;
  return {
    primitives: [
      {
        kind: 'rect',
        x: left,
        y: 0,
        width,
        height,
        radius: 3,
        ...(palette.pill.fill ? { fill: palette.pill.fill } : {}),
        ...(palette.pill.stroke ? { stroke: palette.pill.stroke } : {}),
      },
      ...primitives,
    ],
    height,
  };
}

/** The first page of a volume's PDF: what the volume teaches and where each worksheet starts. */
export function layoutVolumeCover(input: VolumeCoverInput): PrintableDocument {
  const paper = PAPERS[input.paper];
  const area = printableArea(paper);
  const palette = paletteFor(input.ink);
  const meta = `${gradeLabel(input.grade)} · ${volumeLabel(input.volume)}`;
  const brand = brandRow(input.brand, meta, area, palette);
  const kicker = textAt('Printable worksheets', area.left, brand.bottom + 8 + ascent(TYPE.label), {
    size: TYPE.label,
    weight: 'bold',
    colour: palette.accent,
  });
  const title = titleBlock(input.title, area, kicker.y + descent(TYPE.label) + 2, palette);
  const header: Primitive[] = [...brand.primitives, kicker, ...title.primitives];
  let y = title.bottom + 3;
  const name = input.childName?.trim();
  if (name) {
    const forName = paragraph(`For ${name}`, area.left, y, area.width, {
      size: TYPE.childName,
      colour: palette.strong,
    });
    header.push(...forName.primitives);
    y += forName.height + 3;
  }
  const summary = paragraph(input.summary, area.left + 4, y + 3.5, area.width - 8, {
    size: TYPE.instructions,
    colour: palette.panel.text,
  });
  header.push(
    {
      kind: 'rect',
      x: area.left,
      y,
      width: area.width,
      height: summary.height + 7,
      radius: 3,
      ...(palette.panel.fill ? { fill: palette.panel.fill } : {}),
      ...(palette.panel.stroke ? { stroke: palette.panel.stroke } : {}),
    },
    ...summary.primitives,
  );
  const headerBottom = y + summary.height + 7;

  const columnWidth = (area.width - COLUMN_GAP) / 2;
  const contentsTop = headerBottom + 8;
  const pageFooter = footer(input.title, input.brand, area, 1, 1, palette);
  const columns = (size: number) =>
    input.contents
      .slice(0, 2)
      .map((section, index) =>
        contentsColumn(
          section.subject,
          section.entries,
          area.left + index * (columnWidth + COLUMN_GAP),
          contentsTop,
          columnWidth,
          size,
          palette,
        ),
      );
  const limit = pageFooter.top - 4;
  const fitting =
    ENTRY_SIZES.map(columns).find((laid) => laid.every((column) => column.bottom <= limit)) ??
    columns(ENTRY_SIZES[ENTRY_SIZES.length - 1] as number);
  const body = fitting.flatMap((column) => column.primitives);
  const tips = tipsPanel(area.left, area.width, palette);
  const contentsBottom = Math.max(...fitting.map((column) => column.bottom));
  // At the foot of the page when there is room below the contents; left out otherwise.
  if (contentsBottom + 8 + tips.height <= limit) {
    body.push(...translate(tips.primitives, 0, limit - tips.height));
  }

  return {
    paper,
    ink: palette.mode,
    title: input.title,
    subtitle: meta,
    brand: input.brand,
    pages: [
      {
        number: 1,
        role: 'cover',
        header,
        body,
        footer: pageFooter.primitives.filter(
          (primitive) => !(primitive.kind === 'text' && primitive.text.startsWith('Page ')),
        ),
        headerBottom,
        footerTop: pageFooter.top,
      },
    ],
  };
}
