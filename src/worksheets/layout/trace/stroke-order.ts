/**
 * How to write a letter or number: each stroke's number at its start and an arrow along it
 * in the direction the pen goes, over a model of the glyph.
 */
import type { Palette } from '../ink';
import { segmentsBounds, textAt } from '../primitives';
import { ascent, MM_PER_PT } from '../text/measure';
import type { PathSegment, Primitive } from '../types';

interface Vector {
  x: number;
  y: number;
}

/** A stroke shorter than this share of the cap height is a dot: numbered, with no arrow. */
const DOT_LENGTH = 0.15;
/** How far along a stroke its arrow points, as a share of the stroke's length. */
const ARROW_AT = 0.45;

function pointsOf(stroke: readonly PathSegment[]): Vector[] {
  return stroke.flatMap((segment) =>
    segment.op === 'close' ? [] : [{ x: segment.x, y: segment.y }],
  );
}

function length(points: readonly Vector[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1] as Vector;
    const to = points[index] as Vector;
    total += Math.hypot(to.x - from.x, to.y - from.y);
  }
  return total;
}

function unit(vector: Vector): Vector | null {
  const size = Math.hypot(vector.x, vector.y);
  return size > 1e-9 ? { x: vector.x / size, y: vector.y / size } : null;
}

/** The point `distance` along the polyline and the direction the pen moves there. */
function along(
  points: readonly Vector[],
  distance: number,
): { point: Vector; direction: Vector } | null {
  let travelled = 0;
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1] as Vector;
    const to = points[index] as Vector;
    const step = Math.hypot(to.x - from.x, to.y - from.y);
    const direction = unit({ x: to.x - from.x, y: to.y - from.y });
    if (direction && travelled + step >= distance) {
      const share = (distance - travelled) / step;
      return {
        point: { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share },
        direction,
      };
    }
    travelled += step;
  }
  return null;
}

/** The direction the pen sets off in. */
function startDirection(points: readonly Vector[]): Vector | null {
  const start = points[0];
  if (!start) return null;
  for (const point of points.slice(1)) {
    const direction = unit({ x: point.x - start.x, y: point.y - start.y });
    if (direction) return direction;
  }
  return null;
}

function arrowhead(point: Vector, direction: Vector, size: number, colour: string): Primitive {
  const normal = { x: -direction.y, y: direction.x };
  const tip = { x: point.x + direction.x * size * 0.55, y: point.y + direction.y * size * 0.55 };
  const back = { x: point.x - direction.x * size * 0.45, y: point.y - direction.y * size * 0.45 };
  const half = size * 0.48;
  const segments: PathSegment[] = [
    { op: 'move', x: tip.x, y: tip.y },
    { op: 'line', x: back.x + normal.x * half, y: back.y + normal.y * half },
    { op: 'line', x: back.x - normal.x * half, y: back.y - normal.y * half },
    { op: 'close' },
  ];
  return { kind: 'path', segments, bounds: segmentsBounds(segments), fill: colour };
}

/** The radius of a stroke number's disc at a cap height. */
export function strokeLabelRadius(capHeight: number): number {
  return Math.max(1.7, capHeight * 0.12);
}

/** The room stroke numbers may take around a glyph: they sit just before each stroke's start. */
export function strokeLabelMargin(capHeight: number): number {
  return strokeLabelRadius(capHeight) * 2 + 0.8;
}

export interface StrokeOrder {
  /** Numbered discs and arrows, in page coordinates. */
  primitives: Primitive[];
  /** One per stroke: its number's centre, and whether it has an arrow (dots have none). */
  labels: { number: number; x: number; y: number; arrow: boolean }[];
}

/**
 * Numbers each stroke at its start (1 for the first the pen draws) and puts an arrow along
 * every stroke that is longer than a dot, pointing the way the pen goes.
 */
export function strokeOrder(
  strokes: readonly PathSegment[][],
  capHeight: number,
  palette: Palette,
): StrokeOrder {
  const radius = strokeLabelRadius(capHeight);
  const arrowSize = Math.max(2.2, capHeight * 0.2);
  const textSize = (radius * 1.35) / MM_PER_PT;
  const placed: Vector[] = [];
  const primitives: Primitive[] = [];
  const labels: StrokeOrder['labels'] = [];
  strokes.forEach((stroke, index) => {
    const points = pointsOf(stroke);
    const start = points[0];
    if (!start) return;
    const total = length(points);
    const isDot = total < capHeight * DOT_LENGTH;
    const direction = startDirection(points) ?? { x: 0, y: 1 };
    // Just before the start, against the way the pen sets off; moved aside from earlier numbers.
    let centre = {
      x: start.x - direction.x * (radius + 0.5),
      y: start.y - direction.y * (radius + 0.5),
    };
    const aside = { x: -direction.y, y: direction.x };
    for (
      let attempt = 1;
      placed.some((other) => Math.hypot(other.x - centre.x, other.y - centre.y) < radius * 2.1) &&
      attempt < 6;
      attempt += 1
    ) {
      const side = attempt % 2 === 0 ? -1 : 1;
      const distance = Math.ceil(attempt / 2) * radius * 2.2;
      centre = {
        x: start.x - direction.x * (radius + 0.5) + aside.x * side * distance,
        y: start.y - direction.y * (radius + 0.5) + aside.y * side * distance,
      };
    }
    placed.push(centre);
    const number = index + 1;
    primitives.push(
      {
        kind: 'circle',
        cx: centre.x,
        cy: centre.y,
        r: radius,
        ...(palette.badge.fill ? { fill: palette.badge.fill } : {}),
        ...(palette.badge.stroke ? { stroke: { ...palette.badge.stroke, width: 0.25 } } : {}),
      },
      textAt(`${number}`, centre.x, centre.y + ascent(textSize) / 2 - 0.1, {
        size: textSize,
        weight: 'bold',
        align: 'center',
        colour: palette.badge.text,
      }),
    );
    const at = isDot ? null : along(points, total * ARROW_AT);
    if (at) primitives.push(arrowhead(at.point, at.direction, arrowSize, palette.trace.arrow));
    labels.push({ number, x: centre.x, y: centre.y, arrow: at !== null });
  });
  return { primitives, labels };
}
