import type { PathSegment } from '../../layout/types';
import { apply, type Matrix } from './matrix';

type Point = { x: number; y: number };

const TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const COMMAND = /^[A-Za-z]$/;

const PARAMETER_COUNT: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

function tokenize(data: string): string[] {
  return [...data.matchAll(TOKEN)].map((match) => match[0]);
}

/** Arc from the SVG endpoint form to cubic Béziers (SVG 1.1 implementation notes, F.6.5). */
function arcToCurves(
  from: Point,
  rxIn: number,
  ryIn: number,
  rotationDegrees: number,
  largeArc: boolean,
  sweep: boolean,
  to: Point,
): PathSegment[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (from.x === to.x && from.y === to.y)) {
    return [{ op: 'line', x: to.x, y: to.y }];
  }
  const phi = (rotationDegrees * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (from.x - to.x) / 2;
  const dy = (from.y - to.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const factor = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * y1) / ry;
  const cyp = (-factor * ry * x1) / rx;
  const cx = cos * cxp - sin * cyp + (from.x + to.x) / 2;
  const cy = sin * cxp + cos * cyp + (from.y + to.y) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const dot = ux * vx + uy * vy;
    const length = Math.hypot(ux, uy) * Math.hypot(vx, vy);
    const value = Math.acos(Math.min(1, Math.max(-1, dot / length)));
    return ux * vy - uy * vx < 0 ? -value : value;
  };
  const theta1 = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry);
  let delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;

  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2)));
  const step = delta / pieces;
  const handle = (4 / 3) * Math.tan(step / 4);
  const onEllipse = (ox: number, oy: number): Point => {
    const px = rx * ox;
    const py = ry * oy;
    return { x: cx + cos * px - sin * py, y: cy + sin * px + cos * py };
  };
  const segments: PathSegment[] = [];
  let t = theta1;
  for (let piece = 0; piece < pieces; piece += 1) {
    const next = t + step;
    const c1 = onEllipse(Math.cos(t) - handle * Math.sin(t), Math.sin(t) + handle * Math.cos(t));
    const c2 = onEllipse(
      Math.cos(next) + handle * Math.sin(next),
      Math.sin(next) - handle * Math.cos(next),
    );
    const end = piece === pieces - 1 ? to : onEllipse(Math.cos(next), Math.sin(next));
    segments.push({ op: 'curve', x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y });
    t = next;
  }
  return segments;
}

/** Parses SVG path data into absolute move/line/cubic/close segments. */
export function parsePathData(data: string): PathSegment[] {
  const tokens = tokenize(data);
  const segments: PathSegment[] = [];
  let index = 0;
  let command = '';
  let current: Point = { x: 0, y: 0 };
  let start: Point = { x: 0, y: 0 };
  let lastControl: Point | null = null;
  let lastQuadratic: Point | null = null;

  const read = (): number => {
    const token = tokens[index];
    index += 1;
    if (token === undefined || COMMAND.test(token)) throw new Error('Malformed path data');
    return Number(token);
  };
  /** Arc flags may be written without separators ('a5 5 0 0110 10'): take one digit. */
  const readFlag = (): boolean => {
    const token = tokens[index];
    if (token === undefined || !/^[01]/.test(token)) throw new Error('Malformed path data');
    const rest = token.slice(1);
    if (rest) tokens[index] = rest;
    else index += 1;
    return token[0] === '1';
  };

  while (index < tokens.length) {
    const token = tokens[index] as string;
    if (COMMAND.test(token)) {
      command = token;
      index += 1;
      if (command === 'z' || command === 'Z') {
        segments.push({ op: 'close' });
        current = start;
        lastControl = null;
        lastQuadratic = null;
        continue;
      }
    } else if (!command || command === 'z' || command === 'Z') {
      throw new Error('Malformed path data');
    }
    const relative = command === command.toLowerCase();
    const base = relative ? current : { x: 0, y: 0 };
    const lower = command.toLowerCase();
    if ((PARAMETER_COUNT[lower] ?? 0) === 0) throw new Error('Malformed path data');
    let control: Point | null = null;
    let quadratic: Point | null = null;
    switch (lower) {
      case 'm': {
        current = { x: base.x + read(), y: base.y + read() };
        start = current;
        segments.push({ op: 'move', ...current });
        // Further pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        break;
      }
      case 'l':
        current = { x: base.x + read(), y: base.y + read() };
        segments.push({ op: 'line', ...current });
        break;
      case 'h':
        current = { x: base.x + read(), y: current.y };
        segments.push({ op: 'line', ...current });
        break;
      case 'v':
        current = { x: current.x, y: (relative ? current.y : 0) + read() };
        segments.push({ op: 'line', ...current });
        break;
      case 'c': {
        const c1 = { x: base.x + read(), y: base.y + read() };
        const c2 = { x: base.x + read(), y: base.y + read() };
        const end = { x: base.x + read(), y: base.y + read() };
        segments.push({ op: 'curve', x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, ...end });
        control = c2;
        current = end;
        break;
      }
      case 's': {
        const c1 = lastControl
          ? { x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y }
          : current;
        const c2 = { x: base.x + read(), y: base.y + read() };
        const end = { x: base.x + read(), y: base.y + read() };
        segments.push({ op: 'curve', x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, ...end });
        control = c2;
        current = end;
        break;
      }
      case 'q':
      case 't': {
        const q: Point =
          lower === 'q'
            ? { x: base.x + read(), y: base.y + read() }
            : lastQuadratic
              ? { x: 2 * current.x - lastQuadratic.x, y: 2 * current.y - lastQuadratic.y }
              : current;
        const end = { x: base.x + read(), y: base.y + read() };
        segments.push({
          op: 'curve',
          x1: current.x + (2 / 3) * (q.x - current.x),
          y1: current.y + (2 / 3) * (q.y - current.y),
          x2: end.x + (2 / 3) * (q.x - end.x),
          y2: end.y + (2 / 3) * (q.y - end.y),
          ...end,
        });
        quadratic = q;
        current = end;
        break;
      }
      case 'a': {
        const rx = read();
        const ry = read();
        const rotation = read();
        const largeArc = readFlag();
        const sweep = readFlag();
        const end = { x: base.x + read(), y: base.y + read() };
        segments.push(...arcToCurves(current, rx, ry, rotation, largeArc, sweep, end));
        current = end;
        break;
      }
    }
    lastControl = control;
    lastQuadratic = quadratic;
  }
  return segments;
}

export function transformSegments(segments: readonly PathSegment[], matrix: Matrix): PathSegment[] {
  return segments.map((segment) => {
    if (segment.op === 'close') return segment;
    const end = apply(matrix, segment.x, segment.y);
    if (segment.op !== 'curve') return { op: segment.op, ...end };
    const c1 = apply(matrix, segment.x1, segment.y1);
    const c2 = apply(matrix, segment.x2, segment.y2);
    return { op: 'curve', x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, ...end };
  });
}
