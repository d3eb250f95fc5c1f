import type { PathSegment } from '../types';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export function pointOnEllipse(ellipse: Ellipse, degrees: number) {
  const angle = toRadians(degrees);
  return {
    x: ellipse.cx + ellipse.rx * Math.cos(angle),
    y: ellipse.cy + ellipse.ry * Math.sin(angle),
  };
}

/**
 * Cubic Bézier curves along an elliptical arc from `fromDegrees` to `toDegrees` (screen
 * angles: 0 is right, 90 is down; decreasing angles turn anticlockwise on the page).
 * Pieces of at most 90 degrees keep the error below 0.03 % of the radius.
 */
export function arcCurves(ellipse: Ellipse, fromDegrees: number, toDegrees: number): PathSegment[] {
  const sweep = toDegrees - fromDegrees;
  const pieces = Math.max(1, Math.ceil(Math.abs(sweep) / 90));
  const step = toRadians(sweep / pieces);
  const handle = (4 / 3) * Math.tan(step / 4);
  const segments: PathSegment[] = [];
  let angle = toRadians(fromDegrees);
  for (let piece = 0; piece < pieces; piece += 1) {
    const next = angle + step;
    const start = { x: Math.cos(angle), y: Math.sin(angle) };
    const end = { x: Math.cos(next), y: Math.sin(next) };
    segments.push({
      op: 'curve',
      x1: ellipse.cx + ellipse.rx * (start.x - handle * start.y),
      y1: ellipse.cy + ellipse.ry * (start.y + handle * start.x),
      x2: ellipse.cx + ellipse.rx * (end.x + handle * end.y),
      y2: ellipse.cy + ellipse.ry * (end.y - handle * end.x),
      x: ellipse.cx + ellipse.rx * end.x,
      y: ellipse.cy + ellipse.ry * end.y,
    });
    angle = next;
  }
  return segments;
}

/** A closed ellipse as a path. */
export function ellipsePath(ellipse: Ellipse): PathSegment[] {
  const start = pointOnEllipse(ellipse, 0);
  return [{ op: 'move', ...start }, ...arcCurves(ellipse, 0, 360), { op: 'close' }];
}
