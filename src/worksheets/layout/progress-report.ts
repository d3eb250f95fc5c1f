/**
 * A parent's progress report as printable pages: the child's name and the period, a few
 * numbers, a summary per subject, the skills of the end-of-volume checks and what to practise
 * next. Laid out with the worksheets' primitives, so the same renderer draws it.
 */
import type { SkillLevel } from '@/content/skill-level';
import { footer } from './page/footer';
import { brandRow, titleBlock } from './page/header';
import { PAPERS, printableArea, type PrintableArea } from './paper';
import { paginate, type FlowBlock } from './progress-report-pages';
import { paragraph, textAt, translate } from './primitives';
import { ascent, descent, fitTextSize } from './text/measure';
import { INK, TYPE } from './theme';
import type { PaperId, Primitive, PrintableDocument, WorksheetPage } from './types';

export interface ReportFigure {
  /** e.g. '12' */
  value: string;
  /** e.g. 'activities finished' */
  label: string;
}

export interface ReportSubject {
  /** 'English' */
  title: string;
  /** One fact a line: '5 topics played', '12 of 15 stars', ... */
  lines: string[];
}

export interface ReportSkillEntry {
  title: string;
  level: SkillLevel;
  /** The level in words: 'Secure', 'Practising', 'Not yet'. */
  levelLabel: string;
  /** e.g. '2 of 3 right first time' */
  detail: string;
}

export interface ReportSkillGroup {
  /** e.g. 'Nursery · Volume 1 · English Assessment, 3 April 2026' */
  title: string;
  entries: ReportSkillEntry[];
}

export interface ReportSuggestion {
  title: string;
  /** Why, e.g. 'Not yet: Hears the first sound of words' */
  reason: string;
}

export interface ProgressReportInput {
  brand: 'Sprouts';
  paper: PaperId;
  /** The child's name; the title reads 'Progress report' without one. */
  childName: string;
  /** e.g. 'Last 4 weeks: 19 March 2026 to 15 April 2026' */
  period: string;
  /** e.g. 'Made on 15 April 2026' */
  madeOn: string;
  figures: ReportFigure[];
  subjects: ReportSubject[];
  skills: ReportSkillGroup[];
  /** Said under 'Skills' when there are none. */
  noSkills: string;
  suggestions: ReportSuggestion[];
  /** Said under 'What to practise next' when there is nothing to suggest. */
  noSuggestions: string;
}

export type ReportBlockKind =
  'figures' | 'subjects' | 'heading' | 'note' | 'skill-group' | 'skill' | 'suggestion';

/** A part of the body, laid out from y = 0, moved into place by the pagination. */
interface Block extends FlowBlock {
  kind: ReportBlockKind;
  primitives: Primitive[];
}

const GAP = 3;
/** Space between a page's header and its body. */
const BODY_GAP = 6;
const CARD_STROKE = 0.35;
const SECTION_GAP = 7;
const SIZE = { section: 15, figure: 20, figureLabel: 10, subject: 13.5, line: 11, row: 11 };
const LEVEL_COLOURS: Record<SkillLevel, { fill: string; text: string }> = {
  secure: { fill: '#e3f5e6', text: '#14532d' },
  practising: { fill: INK.sunSoft, text: '#5c4300' },
  'not-yet': { fill: '#fdeee2', text: INK.accent },
};

function reportTitle(childName: string): string {
  const name = childName.trim();
  return name ? `${name}’s progress report` : 'Progress report';
}

function sectionHeading(text: string, area: PrintableArea): Block {
  const top = SECTION_GAP - GAP;
  const baseline = top + ascent(SIZE.section);
  const ruleY = baseline + descent(SIZE.section) + 1.5;
  return {
    primitives: [
      textAt(text, area.left, baseline, {
        size: SIZE.section,
        weight: 'bold',
        colour: INK.primary,
      }),
      {
        kind: 'line',
        x1: area.left,
        y1: ruleY,
        x2: area.right,
        y2: ruleY,
        stroke: { colour: INK.border, width: 0.3 },
      },
    ],
    height: ruleY + 0.3,
    keepWithNext: true,
    kind: 'heading',
  };
}

function figuresBlock(figures: readonly ReportFigure[], area: PrintableArea): Block | null {
  if (figures.length === 0) return null;
  const gap = 4;
  const width = (area.width - gap * (figures.length - 1)) / figures.length;
  const padding = 3;
  const height = padding * 2 + ascent(SIZE.figure) + 2.5 + ascent(SIZE.figureLabel) + 2;
  const primitives = figures.flatMap((figure, index): Primitive[] => {
    const left = area.left + index * (width + gap);
    const valueSize = fitTextSize(figure.value, SIZE.figure, 'bold', width - padding * 2, 12);
    const labelSize = fitTextSize(
      figure.label,
      SIZE.figureLabel,
      'regular',
      width - padding * 2,
      7,
    );
    const valueBaseline = padding + ascent(SIZE.figure);
    return [
      { kind: 'rect', x: left, y: 0, width, height, radius: 3, fill: INK.primarySoft },
      textAt(figure.value, left + width / 2, valueBaseline, {
        size: valueSize,
        weight: 'bold',
        align: 'center',
        colour: INK.primaryStrong,
      }),
      textAt(figure.label, left + width / 2, valueBaseline + 2.5 + ascent(SIZE.figureLabel), {
        size: labelSize,
        align: 'center',
        colour: INK.text,
      }),
    ];
  });
  return { primitives, height, kind: 'figures' };
}

/** The subjects side by side, each a card with its facts. */
function subjectsBlock(subjects: readonly ReportSubject[], area: PrintableArea): Block | null {
  if (subjects.length === 0) return null;
  const gap = 6;
  const width = (area.width - gap * (subjects.length - 1)) / subjects.length;
  const padding = 4;
  const cards = subjects.map((subject, index) => {
    const left = area.left + index * (width + gap);
    const inner = width - padding * 2;
    const primitives: Primitive[] = [
      textAt(subject.title, left + padding, padding + ascent(SIZE.subject), {
        size: SIZE.subject,
        weight: 'bold',
        colour: INK.text,
      }),
    ];
    let y = padding + ascent(SIZE.subject) + descent(SIZE.subject) + 2.5;
    for (const line of subject.lines) {
      primitives.push({
        kind: 'circle',
        cx: left + padding + 1,
        cy: y + ascent(SIZE.line) / 2,
        r: 0.8,
        fill: INK.primary,
      });
      const text = paragraph(line, left + padding + 4, y, inner - 4, {
        size: SIZE.line,
        colour: INK.text,
      });
      primitives.push(...text.primitives);
      y += text.height + 1.8;
    }
    return { left, primitives, height: y - 1.8 + padding };
  });
  const height = Math.max(...cards.map((card) => card.height));
  return {
    primitives: cards.flatMap((card): Primitive[] => [
      // Inset by half the stroke, so the frame paints inside the column.
      {
        kind: 'rect',
        x: card.left + CARD_STROKE / 2,
        y: CARD_STROKE / 2,
        width: width - CARD_STROKE,
        height: height - CARD_STROKE,
        radius: 3,
        fill: INK.white,
        stroke: { colour: INK.border, width: CARD_STROKE },
      },
      ...card.primitives,
    ]),
    height,
    kind: 'subjects',
  };
}

function noteBlock(text: string, area: PrintableArea): Block {
  const note = paragraph(text, area.left, 0, area.width, { size: SIZE.line, colour: INK.muted });
  return { primitives: note.primitives, height: note.height, kind: 'note' };
}

function skillGroupTitle(title: string, area: PrintableArea): Block {
  const text = paragraph(title, area.left, 1, area.width, {
    size: SIZE.row + 0.5,
    weight: 'bold',
    colour: INK.primaryStrong,
  });
  return {
    primitives: text.primitives,
    height: text.height + 1,
    keepWithNext: true,
    kind: 'skill-group',
  };
}

/** One skill: its title on the left, the level in a coloured pill and the detail on the right. */
function skillRow(entry: ReportSkillEntry, area: PrintableArea): Block {
  const pillWidth = 26;
  const detailWidth = 40;
  const right = area.right;
  const titleWidth = area.width - pillWidth - detailWidth - 8;
  const title = paragraph(entry.title, area.left + 2, 1.5, titleWidth, {
    size: SIZE.row,
    colour: INK.text,
  });
  const height = Math.max(title.height, 6) + 3;
  const centre = height / 2;
  const colours = LEVEL_COLOURS[entry.level];
  const pillLeft = right - detailWidth - 3 - pillWidth;
  const labelSize = fitTextSize(entry.levelLabel, SIZE.row - 1, 'bold', pillWidth - 3, 7);
  const detailSize = fitTextSize(entry.detail, SIZE.row - 1.5, 'regular', detailWidth, 7);
  return {
    primitives: [
      ...title.primitives,
      {
        kind: 'rect',
        x: pillLeft,
        y: centre - 3,
        width: pillWidth,
        height: 6,
        radius: 3,
        fill: colours.fill,
      },
      textAt(entry.levelLabel, pillLeft + pillWidth / 2, centre + ascent(labelSize) / 2, {
        size: labelSize,
        weight: 'bold',
        align: 'center',
        colour: colours.text,
      }),
      textAt(entry.detail, right, centre + ascent(detailSize) / 2, {
        size: detailSize,
        align: 'right',
        colour: INK.muted,
      }),
      {
        kind: 'line',
        x1: area.left,
        y1: height - 0.2,
        x2: right,
        y2: height - 0.2,
        stroke: { colour: INK.border, width: 0.2 },
      },
    ],
    height,
    kind: 'skill',
  };
}

function suggestionRow(suggestion: ReportSuggestion, area: PrintableArea): Block {
  const indent = 6;
  const title = paragraph(suggestion.title, area.left + indent, 1, area.width - indent, {
    size: SIZE.row + 0.5,
    weight: 'bold',
    colour: INK.text,
  });
  const reasonTop = 1 + title.height + 0.8;
  const reason = paragraph(suggestion.reason, area.left + indent, reasonTop, area.width - indent, {
    size: SIZE.row - 1,
    colour: INK.muted,
  });
  return {
    primitives: [
      {
        kind: 'rect',
        x: area.left,
        y: 1 + ascent(SIZE.row) / 2 - 1.5,
        width: 3,
        height: 3,
        radius: 0.6,
        fill: INK.accent,
      },
      ...title.primitives,
      ...reason.primitives,
    ],
    height: reasonTop + reason.height + 1,
    kind: 'suggestion',
  };
}

/**
 * The rows of a list, bound so that a page break leaves at least two of them together at its
 * start (with the heading before them) and at its end.
 */
function listRows(rows: Block[]): Block[] {
  return rows.map((row, index) => ({
    ...row,
    keepWithNext: index === 0 && rows.length > 2,
    keepWithPrevious: index > 0 && index === rows.length - 1,
  }));
}

function bodyBlocks(input: ProgressReportInput, area: PrintableArea): Block[] {
  const blocks: Block[] = [];
  const figures = figuresBlock(input.figures, area);
  if (figures) blocks.push(figures);
  const subjects = subjectsBlock(input.subjects, area);
  if (subjects) blocks.push(sectionHeading('By subject', area), subjects);

  blocks.push(sectionHeading('Skills from the end-of-volume checks', area));
  if (input.skills.length === 0) blocks.push(noteBlock(input.noSkills, area));
  for (const group of input.skills) {
    blocks.push(skillGroupTitle(group.title, area));
    blocks.push(...listRows(group.entries.map((entry) => skillRow(entry, area))));
  }

  blocks.push(sectionHeading('What to practise next', area));
  if (input.suggestions.length === 0) blocks.push(noteBlock(input.noSuggestions, area));
  blocks.push(...listRows(input.suggestions.map((suggestion) => suggestionRow(suggestion, area))));
  return blocks;
}

interface PageHeader {
  primitives: Primitive[];
  bottom: number;
}

function firstPageHeader(input: ProgressReportInput, area: PrintableArea): PageHeader {
  const brand = brandRow(input.brand, 'Progress report', area);
  const title = titleBlock(reportTitle(input.childName), area, brand.bottom + 5);
  const period = paragraph(input.period, area.left, title.bottom + 2.5, area.width, {
    size: TYPE.label,
    weight: 'bold',
    colour: INK.text,
  });
  const madeOnTop = title.bottom + 2.5 + period.height + 1.5;
  const madeOn = paragraph(input.madeOn, area.left, madeOnTop, area.width, {
    size: TYPE.meta + 0.5,
    colour: INK.muted,
  });
  return {
    primitives: [
      ...brand.primitives,
      ...title.primitives,
      ...period.primitives,
      ...madeOn.primitives,
    ],
    bottom: madeOnTop + madeOn.height,
  };
}

function laterPageHeader(input: ProgressReportInput, area: PrintableArea): PageHeader {
  const brand = brandRow(input.brand, 'Progress report', area);
  const text = `${reportTitle(input.childName)} · ${input.period}`;
  const size = fitTextSize(text, TYPE.label, 'bold', area.width, 8);
  const baseline = brand.bottom + 4 + ascent(size);
  return {
    primitives: [
      ...brand.primitives,
      textAt(text, area.left, baseline, { size, weight: 'bold', colour: INK.muted }),
    ],
    bottom: baseline + descent(size),
  };
}

interface ReportPlan {
  area: PrintableArea;
  blocks: Block[];
  /** The indices of the blocks on each page. */
  pages: number[][];
  firstHeader: PageHeader;
  laterHeader: PageHeader;
  footerTop: number;
}

function planReport(input: ProgressReportInput): ReportPlan {
  const area = printableArea(PAPERS[input.paper]);
  const footerTop = footer(reportTitle(input.childName), input.brand, area, 1, 1).top;
  const firstHeader = firstPageHeader(input, area);
  const laterHeader = laterPageHeader(input, area);
  const blocks = bodyBlocks(input, area);
  const pages = paginate(blocks, {
    firstTop: firstHeader.bottom + BODY_GAP,
    laterTop: laterHeader.bottom + BODY_GAP,
    bottom: footerTop - 3,
    gap: GAP,
  });
  return { area, blocks, pages, firstHeader, laterHeader, footerTop };
}

/** The kinds of the blocks on each page, for checking the pagination. */
export function reportPageKinds(input: ProgressReportInput): ReportBlockKind[][] {
  const plan = planReport(input);
  return plan.pages.map((page) => page.map((index) => plan.blocks[index]?.kind ?? 'note'));
}

/** Lays the report out on as many pages as it needs, never splitting a block. */
export function layoutProgressReport(input: ProgressReportInput): PrintableDocument {
  const paper = PAPERS[input.paper];
  const title = reportTitle(input.childName);
  const { area, blocks, pages, firstHeader, laterHeader, footerTop } = planReport(input);

  return {
    paper,
    title,
    subtitle: input.period,
    brand: input.brand,
    pages: pages.map((indices, index): WorksheetPage => {
      const header = index === 0 ? firstHeader : laterHeader;
      let y = header.bottom + BODY_GAP;
      const body = indices.flatMap((blockIndex) => {
        const block = blocks[blockIndex];
        if (!block) return [];
        const placed = translate(block.primitives, 0, y);
        y += block.height + GAP;
        return placed;
      });
      return {
        number: index + 1,
        role: 'report',
        header: header.primitives,
        body,
        footer: footer(title, input.brand, area, index + 1, pages.length).primitives,
        headerBottom: header.bottom,
        footerTop,
      };
    }),
  };
}
