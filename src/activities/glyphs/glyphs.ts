/**
 * Stroke templates for tracing: digits 0-9, letters a-z and A-Z as polylines, and numbers up to
 * 20 as their digits side by side. Pure data and geometry; the view draws these dotted and the
 * scorer compares the child's strokes with them.
 *
 * Templates are written in a design grid (y down): capitals and digits from 0 (top) to 100
 * (baseline); small letters with the x-height at 40, the baseline at 100 and descenders to 140.
 * `glyphLayout` fits each character into a square cell, so every glyph is traced big.
 */
import type { Point } from '@/domain/types';

type Stroke = Point[];
type Template = Stroke[];

const p = (x: number, y: number): Point => ({ x, y });

function line(...coordinates: [number, number][]): Stroke {
  return coordinates.map(([x, y]) => p(x, y));
}

/** An elliptical arc; angles in degrees, 0 = east, 90 = south (y grows downwards). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 10));
  return Array.from({ length: steps + 1 }, (_, step) => {
    const angle = ((from + ((to - from) * step) / steps) * Math.PI) / 180;
    return p(cx + rx * Math.cos(angle), cy + ry * Math.sin(angle));
  });
}

/** Joins pieces into one stroke (the pen does not lift). */
function join(...pieces: Stroke[]): Stroke {
  return pieces.flat();
}

/** A dot (i, j): a tiny stroke so it has a place to start and to be traced. */
function dot(x: number, y: number): Stroke {
  return line([x, y - 1], [x, y + 1]);
}

const digits = (): Record<string, Template> => ({
  '0': [arc(30, 50, 28, 48, -90, -450)],
  '1': [line([14, 20], [34, 0], [34, 100])],
  '2': [join(arc(30, 28, 26, 26, 190, 400), line([4, 100], [58, 100]))],
  '3': [join(arc(30, 26, 24, 22, 200, 450), arc(30, 74, 26, 26, -90, 160))],
  '4': [line([40, 0], [2, 68], [60, 68]), line([44, 24], [44, 100])],
  '5': [join(line([52, 0], [10, 0], [8, 46]), arc(30, 70, 26, 28, -125, 150))],
  '6': [join(arc(50, 65, 44, 63, 260, 180), arc(30, 72, 24, 28, 180, -180))],
  '7': [line([4, 0], [58, 0], [22, 100])],
  '8': [arc(30, 25, 20, 24, 0, 360), arc(30, 74, 26, 26, -90, 270)],
  '9': [arc(30, 30, 24, 28, 0, 360), line([54, 30], [52, 100])],
});

const capitals = (): Record<string, Template> => ({
  A: [line([0, 100], [35, 0], [70, 100]), line([14, 62], [56, 62])],
  B: [
    line([0, 0], [0, 100]),
    join(line([0, 0], [32, 0]), arc(32, 24, 24, 24, -90, 90), line([32, 48], [0, 48])),
    join(line([0, 48], [36, 48]), arc(36, 74, 26, 26, -90, 90), line([36, 100], [0, 100])),
  ],
  C: [arc(50, 50, 48, 50, -40, -320)],
  D: [
    line([0, 0], [0, 100]),
    join(line([0, 0], [30, 0]), arc(30, 50, 40, 50, -90, 90), line([30, 100], [0, 100])),
  ],
  E: [line([60, 0], [0, 0], [0, 100], [60, 100]), line([0, 50], [48, 50])],
  F: [line([60, 0], [0, 0], [0, 100]), line([0, 50], [48, 50])],
  G: [join(arc(50, 50, 48, 50, -40, -340), line([95, 67], [95, 55], [60, 55]))],
  H: [line([0, 0], [0, 100]), line([70, 0], [70, 100]), line([0, 50], [70, 50])],
  I: [line([30, 0], [30, 100]), line([10, 0], [50, 0]), line([10, 100], [50, 100])],
  J: [line([10, 0], [60, 0]), join(line([45, 0], [45, 72]), arc(25, 72, 20, 26, 0, 180))],
  K: [line([0, 0], [0, 100]), line([60, 0], [0, 55], [62, 100])],
  L: [line([0, 0], [0, 100], [55, 100])],
  M: [line([0, 100], [0, 0], [40, 70], [80, 0], [80, 100])],
  N: [line([0, 100], [0, 0], [65, 100], [65, 0])],
  O: [arc(45, 50, 45, 50, -90, -450)],
  P: [
    line([0, 100], [0, 0]),
    join(line([0, 0], [32, 0]), arc(32, 25, 25, 25, -90, 90), line([32, 50], [0, 50])),
  ],
  Q: [arc(45, 50, 45, 50, -90, -450), line([50, 70], [90, 100])],
  R: [
    line([0, 100], [0, 0]),
    join(line([0, 0], [32, 0]), arc(32, 25, 25, 25, -90, 90), line([32, 50], [0, 50])),
    line([28, 50], [62, 100]),
  ],
  S: [join(arc(32, 25, 28, 25, -20, -270), arc(32, 75, 30, 25, -90, 160))],
  T: [line([0, 0], [70, 0]), line([35, 0], [35, 100])],
  U: [join(line([0, 0], [0, 65]), arc(32, 65, 32, 35, 180, 0), line([64, 65], [64, 0]))],
  V: [line([0, 0], [35, 100], [70, 0])],
  W: [line([0, 0], [22, 100], [45, 30], [68, 100], [90, 0])],
  X: [line([0, 0], [65, 100]), line([65, 0], [0, 100])],
  Y: [line([0, 0], [35, 50], [70, 0]), line([35, 50], [35, 100])],
  Z: [line([0, 0], [65, 0], [0, 100], [65, 100])],
});

const small = (): Record<string, Template> => ({
  a: [arc(28, 70, 26, 30, -10, -370), line([54, 40], [54, 100])],
  b: [line([0, 0], [0, 100]), arc(26, 70, 26, 30, 180, 540)],
  c: [arc(28, 70, 28, 30, -40, -320)],
  d: [arc(26, 70, 26, 30, 0, -360), line([52, 0], [52, 100])],
  e: [join(line([2, 70], [54, 70]), arc(28, 70, 26, 30, 0, -320))],
  f: [join(arc(42, 14, 16, 14, -20, -180), line([26, 14], [26, 100])), line([8, 40], [46, 40])],
  g: [arc(26, 70, 26, 30, 0, -360), join(line([52, 40], [52, 120]), arc(30, 120, 22, 20, 0, 160))],
  h: [line([0, 0], [0, 100]), join(arc(24, 62, 24, 22, 180, 360), line([48, 62], [48, 100]))],
  i: [line([10, 40], [10, 100]), dot(10, 18)],
  j: [join(line([30, 40], [30, 120]), arc(14, 120, 16, 18, 0, 160)), dot(30, 18)],
  k: [line([0, 0], [0, 100]), line([44, 40], [0, 75], [46, 100])],
  l: [line([10, 0], [10, 100])],
  m: [
    line([0, 40], [0, 100]),
    join(arc(18, 58, 18, 18, 180, 360), line([36, 58], [36, 100])),
    join(arc(54, 58, 18, 18, 180, 360), line([72, 58], [72, 100])),
  ],
  n: [line([0, 40], [0, 100]), join(arc(22, 60, 22, 20, 180, 360), line([44, 60], [44, 100]))],
  o: [arc(28, 70, 28, 30, -90, -450)],
  p: [line([0, 40], [0, 140]), arc(26, 70, 26, 30, 180, 540)],
  q: [arc(26, 70, 26, 30, 0, -360), line([52, 40], [52, 140])],
  r: [line([0, 40], [0, 100]), arc(22, 62, 22, 20, 180, 300)],
  s: [join(arc(24, 52, 22, 12, -20, -270), arc(24, 82, 24, 18, -90, 160))],
  t: [join(line([16, 10], [16, 86]), arc(30, 86, 14, 14, 180, 60)), line([0, 40], [38, 40])],
  u: [
    join(line([0, 40], [0, 76]), arc(22, 76, 22, 24, 180, 0), line([44, 76], [44, 40])),
    line([44, 40], [44, 100]),
  ],
  v: [line([0, 40], [26, 100], [52, 40])],
  w: [line([0, 40], [16, 100], [34, 55], [52, 100], [68, 40])],
  x: [line([0, 40], [48, 100]), line([48, 40], [0, 100])],
  y: [line([0, 40], [26, 100]), line([52, 40], [14, 140])],
  z: [line([0, 40], [48, 40], [0, 100], [48, 100])],
});

let templates: Readonly<Record<string, Template>> | undefined;

// Worked out on first use: every topic page loads this module, and only tracing draws from it.
function allTemplates(): Readonly<Record<string, Template>> {
  templates ??= { ...digits(), ...capitals(), ...small() };
  return templates;
}

/** The design grid's handwriting lines, in its units (y grows downwards). */
export const HANDWRITING_LINES = { top: 0, midline: 40, baseline: 100, descender: 140 } as const;

/**
 * One character's strokes in writing order on the design grid (see HANDWRITING_LINES), for
 * drawing it on handwriting lines as printed worksheets do. Throws when there is no template.
 */
export function characterStrokes(character: string): Point[][] {
  const template = allTemplates()[character];
  if (!template) throw new Error(`No tracing template for '${character}'`);
  return template.map((stroke) => stroke.map((point) => ({ ...point })));
}

/** Space around a character inside its square cell, as a share of the cell. */
const MARGIN = 0.12;

/** The largest whole number that can be traced. */
export const MAX_TRACE_NUMBER = 20;

/** True for a single letter a-z or A-Z, or a whole number from 0 to 20. */
export function isTraceableGlyph(glyph: string): boolean {
  if (/^[a-zA-Z]$/.test(glyph)) return true;
  return /^(0|[1-9]\d?)$/.test(glyph) && Number(glyph) <= MAX_TRACE_NUMBER;
}

/** A glyph ready to trace: strokes in a 0..1 box that is `aspect` times as wide as it is high. */
export interface GlyphLayout {
  glyph: string;
  aspect: number;
  strokes: Point[][];
}

function fitIntoCell(template: Template, cell: number, cells: number): Point[][] {
  const points = template.flat();
  const minX = Math.min(...points.map((point) => point.x));
  const maxX = Math.max(...points.map((point) => point.x));
  const minY = Math.min(...points.map((point) => point.y));
  const maxY = Math.max(...points.map((point) => point.y));
  const size = 1 - 2 * MARGIN;
  const scale = size / Math.max(maxX - minX, maxY - minY);
  const offsetX = MARGIN + (size - (maxX - minX) * scale) / 2;
  const offsetY = MARGIN + (size - (maxY - minY) * scale) / 2;
  return template.map((stroke) =>
    stroke.map((point) => ({
      x: (cell + offsetX + (point.x - minX) * scale) / cells,
      y: offsetY + (point.y - minY) * scale,
    })),
  );
}

/** The strokes of a glyph, its characters side by side in square cells. Throws when unknown. */
export function glyphLayout(glyph: string): GlyphLayout {
  if (!isTraceableGlyph(glyph)) throw new Error(`No tracing template for '${glyph}'`);
  const characters = [...glyph];
  const strokes = characters.flatMap((character, cell) =>
    fitIntoCell(allTemplates()[character] as Template, cell, characters.length),
  );
  return { glyph, aspect: characters.length, strokes };
}

/** 'letter b', 'number 12'. */
export function glyphName(glyph: string): string {
  return /^\d+$/.test(glyph) ? `number ${glyph}` : `letter ${glyph}`;
}
