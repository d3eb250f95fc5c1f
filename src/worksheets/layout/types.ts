/**
 * The printable worksheet as pure data: pages of positioned primitives in millimetres,
 * origin at the top-left corner of the sheet, y growing downwards. The renderer draws these
 * and nothing else, so everything a printed page shows is decided (and testable) here.
 */
import type { Item } from '@/domain/types';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import type { PaperId } from '@/domain/paper';
import type { InkMode } from './ink';

export type { PaperId } from '@/domain/paper';

export interface PaperSpec {
  id: PaperId;
  /** Sheet size in millimetres. */
  width: number;
  height: number;
  /** Printable area: nothing is drawn outside these margins. */
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type FontWeight = 'regular' | 'bold';
export type TextAlign = 'left' | 'center' | 'right';

export interface StrokeStyle {
  /** '#rrggbb' */
  colour: string;
  /** Line width in millimetres. */
  width: number;
  /** Dash and gap lengths in millimetres; absent for a solid line. */
  dash?: readonly number[];
  cap?: 'butt' | 'round';
}

export type PathSegment =
  | { op: 'move'; x: number; y: number }
  | { op: 'line'; x: number; y: number }
  | { op: 'curve'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'close' };

export interface TextPrimitive {
  kind: 'text';
  text: string;
  /** Anchor: the left edge, centre or right edge of the line, per `align`. */
  x: number;
  /** Baseline. */
  y: number;
  /** Font size in points. */
  size: number;
  weight: FontWeight;
  align: TextAlign;
  colour: string;
  /** Advance width measured with the layout's font metrics, in millimetres. */
  width: number;
}

export interface LinePrimitive {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: StrokeStyle;
}

export interface RectPrimitive {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radius; 0 for square corners. */
  radius: number;
  fill?: string;
  stroke?: StrokeStyle;
  /** Set on the frame of an item's card. */
  card?: true;
}

export interface CirclePrimitive {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  stroke?: StrokeStyle;
}

export interface PathPrimitive {
  kind: 'path';
  segments: PathSegment[];
  /** Bounding box of the segments' points and control points. */
  bounds: Box;
  fill?: string;
  stroke?: StrokeStyle;
}

/** A picture of the picture set (by name), fitted into its box keeping proportions. */
export interface PicturePrimitive {
  kind: 'picture';
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** What the picture shows, printed in a frame if the picture cannot be drawn. */
  label: string;
}

/** A letter or number to trace, drawn along its pen strokes. */
export interface TraceGlyphPrimitive {
  kind: 'traceGlyph';
  text: string;
  /** 'model' is the solid example; 'dotted' is the one the child traces. */
  style: 'model' | 'dotted';
  colour: string;
  /** Pen strokes in millimetres, or null when there are none for a character. */
  strokes: PathSegment[][] | null;
  /** Left edge and baseline, and the cap height, for drawing `text` when strokes are null. */
  x: number;
  baseline: number;
  capHeight: number;
  bounds: Box;
}

/** The Sprouts seedling mark. */
export interface BrandMarkPrimitive {
  kind: 'brandMark';
  x: number;
  y: number;
  size: number;
}

export type Primitive =
  | TextPrimitive
  | LinePrimitive
  | RectPrimitive
  | CirclePrimitive
  | PathPrimitive
  | PicturePrimitive
  | TraceGlyphPrimitive
  | BrandMarkPrimitive;

export interface WorksheetPage {
  /** 1-based, within its own file: the worksheet's pages, or the answer key's. */
  number: number;
  role: 'cover' | 'items' | 'answerKey' | 'report';
  header: Primitive[];
  body: Primitive[];
  footer: Primitive[];
  /** The body lies strictly between these two lines. */
  headerBottom: number;
  footerTop: number;
}

export interface AnswerKeyEntry {
  /** The number printed beside the item. */
  number: number;
  itemId: string;
  /** What a grown-up reads to check the child's work. */
  answer: string;
  /** The same, one part per line (a match has one part per pair). */
  parts: string[];
}

export interface WorksheetDocument {
  paper: PaperSpec;
  ink: InkMode;
  title: string;
  /** e.g. 'Kindergarten 1 · Volume 1 · Maths' */
  subtitle: string;
  brand: string;
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  /** The child's pages. */
  pages: WorksheetPage[];
  /** The answer key's pages, numbered on their own: printed apart or after the worksheet. */
  keyPages: WorksheetPage[];
  answerKey: AnswerKeyEntry[];
}

/** What the renderer draws: a worksheet, its key, a volume's cover or a progress report. */
export type PrintableDocument = Pick<
  WorksheetDocument,
  'paper' | 'title' | 'subtitle' | 'brand' | 'pages'
> & { ink?: InkMode };

export interface WorksheetInput {
  /** The topic's or the assessment's title. */
  title: string;
  /** 'topic' worksheets practise one topic; 'assessment' ones close a volume. */
  purpose: 'topic' | 'assessment';
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  /** Printed under the header, for a grown-up to read aloud. */
  instructions: string;
  items: Item[];
  /** Prefilled on the Name line. */
  childName?: string;
  paper: PaperId;
  brand: 'Sprouts';
  /** Colour by default; 'saver' prints greys and outlines only. */
  ink?: InkMode;
  /** Printed beside the title when the worksheet is not the level the app plays. */
  level?: string;
  /**
   * Fill the paper rather than print every item: items are placed in order while they fit, the
   * rest are left out. One page when it holds `enough` items, else up to `pages` pages. Without
   * it every item is placed, on as few pages as they need.
   */
  fill?: { pages: number; enough: number };
}
