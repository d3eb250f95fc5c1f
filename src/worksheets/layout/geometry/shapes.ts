import type { ShapeName } from '@/domain/types';
import type { Box, PathSegment } from '../types';
import { ellipsePath } from './arc';

type Point = { x: number; y: number };

function polygon(points: Point[]): PathSegment[] {
  const [first, ...rest] = points;
  if (!first) return [];
  return [
    { op: 'move', x: first.x, y: first.y },
    ...rest.map((point): PathSegment => ({ op: 'line', x: point.x, y: point.y })),
    { op: 'close' },
  ];
}

function star(cx: number, cy: number, outer: number, inner: number): PathSegment[] {
  const points: Point[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push({ x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) });
  }
  return polygon(points);
}

function heart(box: Box): PathSegment[] {
  const { x, y, width: w, height: h } = box;
  const at = (u: number, v: number) => ({ x: x + u * w, y: y + v * h });
  const top = at(0.5, 0.28);
  const bottom = at(0.5, 1);
  const c = (a: Point, b: Point, end: Point): PathSegment => ({
    op: 'curve',
    x1: a.x,
    y1: a.y,
    x2: b.x,
    y2: b.y,
    x: end.x,
    y: end.y,
  });
  return [
    { op: 'move', ...top },
    c(at(0.5, 0.05), at(0.02, -0.04), at(0.02, 0.3)),
    c(at(0.02, 0.58), at(0.35, 0.78), bottom),
    c(at(0.65, 0.78), at(0.98, 0.58), at(0.98, 0.3)),
    c(at(0.98, -0.04), at(0.5, 0.05), top),
    { op: 'close' },
  ];
}

/**
 * The outline of a named shape inside `box` (the shape is centred and keeps its own
 * proportions: a square stays square in a wide box, a rectangle is wider than tall).
 */
export function shapePath(shape: ShapeName, box: Box): PathSegment[] {
  const size = Math.min(box.width, box.height);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const half = size / 2;
  switch (shape) {
    case 'circle':
      return ellipsePath({ cx, cy, rx: half, ry: half });
    case 'oval':
      return ellipsePath({ cx, cy, rx: half, ry: half * 0.68 });
    case 'square':
      return polygon([
        { x: cx - half * 0.9, y: cy - half * 0.9 },
        { x: cx + half * 0.9, y: cy - half * 0.9 },
        { x: cx + half * 0.9, y: cy + half * 0.9 },
        { x: cx - half * 0.9, y: cy + half * 0.9 },
      ]);
    case 'rectangle':
      return polygon([
        { x: cx - half, y: cy - half * 0.58 },
        { x: cx + half, y: cy - half * 0.58 },
        { x: cx + half, y: cy + half * 0.58 },
        { x: cx - half, y: cy + half * 0.58 },
      ]);
    case 'triangle':
      return polygon([
        { x: cx, y: cy - half },
        { x: cx + half, y: cy + half * 0.8 },
        { x: cx - half, y: cy + half * 0.8 },
      ]);
    case 'diamond':
      return polygon([
        { x: cx, y: cy - half },
        { x: cx + half * 0.72, y: cy },
        { x: cx, y: cy + half },
        { x: cx - half * 0.72, y: cy },
      ]);
    case 'star':
      return star(cx, cy + half * 0.06, half, half * 0.45);
    case 'heart':
      return heart({ x: cx - half, y: cy - half * 0.9, width: size, height: size * 0.92 });
  }
}
