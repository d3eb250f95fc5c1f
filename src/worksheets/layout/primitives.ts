import { ascent, descent, lineHeight, textWidth, wrapText } from './text/measure';
import type {
  Box,
  FontWeight,
  PathSegment,
  Primitive,
  StrokeStyle,
  TextAlign,
  TextPrimitive,
} from './types';

export interface TextOptions {
  size: number;
  weight?: FontWeight;
  align?: TextAlign;
  colour: string;
}

export function textAt(text: string, x: number, y: number, options: TextOptions): TextPrimitive {
  const weight = options.weight ?? 'regular';
  return {
    kind: 'text',
    text,
    x,
    y,
    size: options.size,
    weight,
    align: options.align ?? 'left',
    colour: options.colour,
    width: textWidth(text, options.size, weight),
  };
}

/** Wrapped paragraph whose first line's top is at `top`; returns its lines and height. */
export function paragraph(
  text: string,
  x: number,
  top: number,
  maxWidth: number,
  options: TextOptions,
): { primitives: TextPrimitive[]; height: number } {
  const weight = options.weight ?? 'regular';
  const lines = wrapText(text, options.size, weight, maxWidth);
  const step = lineHeight(options.size);
  const first = top + ascent(options.size);
  const primitives = lines.map((line, index) => textAt(line, x, first + index * step, options));
  const height =
    lines.length === 0
      ? 0
      : ascent(options.size) + (lines.length - 1) * step + descent(options.size);
  return { primitives, height };
}

export function paragraphHeight(text: string, maxWidth: number, size: number, weight: FontWeight) {
  const lines = wrapText(text, size, weight, maxWidth).length;
  return lines === 0 ? 0 : ascent(size) + (lines - 1) * lineHeight(size) + descent(size);
}

export function stroke(colour: string, width: number, dash?: readonly number[]): StrokeStyle {
  return dash ? { colour, width, dash } : { colour, width };
}

export function segmentsBounds(segments: readonly PathSegment[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  for (const segment of segments) {
    if (segment.op === 'close') continue;
    if (segment.op === 'curve') {
      add(segment.x1, segment.y1);
      add(segment.x2, segment.y2);
    }
    add(segment.x, segment.y);
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function grow(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + by * 2, height: box.height + by * 2 };
}

/** The area a primitive paints, including half its stroke. */
export function primitiveBounds(primitive: Primitive): Box {
  switch (primitive.kind) {
    case 'text': {
      const left =
        primitive.align === 'left'
          ? primitive.x
          : primitive.align === 'center'
            ? primitive.x - primitive.width / 2
            : primitive.x - primitive.width;
      const top = primitive.y - ascent(primitive.size);
      return {
        x: left,
        y: top,
        width: primitive.width,
        height: ascent(primitive.size) + descent(primitive.size),
      };
    }
    case 'line': {
      const half = primitive.stroke.width / 2;
      const dx = primitive.x2 - primitive.x1;
      const dy = primitive.y2 - primitive.y1;
      const length = Math.hypot(dx, dy) || 1;
      // A butt-capped line paints only across its direction; a round cap also past its ends.
      const round = primitive.stroke.cap === 'round';
      const growX = round ? half : (half * Math.abs(dy)) / length;
      const growY = round ? half : (half * Math.abs(dx)) / length;
      return {
        x: Math.min(primitive.x1, primitive.x2) - growX,
        y: Math.min(primitive.y1, primitive.y2) - growY,
        width: Math.abs(dx) + growX * 2,
        height: Math.abs(dy) + growY * 2,
      };
    }
    case 'rect':
      return grow(primitive, (primitive.stroke?.width ?? 0) / 2);
    case 'circle':
      return grow(
        {
          x: primitive.cx - primitive.r,
          y: primitive.cy - primitive.r,
          width: primitive.r * 2,
          height: primitive.r * 2,
        },
        (primitive.stroke?.width ?? 0) / 2,
      );
    case 'path':
      return grow(primitive.bounds, (primitive.stroke?.width ?? 0) / 2);
    case 'traceGlyph':
      return primitive.bounds;
    case 'picture':
      return grow(primitive, 0.3);
    case 'brandMark':
      return { x: primitive.x, y: primitive.y, width: primitive.size, height: primitive.size };
  }
}

export function boxesOverlap(a: Box, b: Box, tolerance = 0.01): boolean {
  return (
    a.x < b.x + b.width - tolerance &&
    b.x < a.x + a.width - tolerance &&
    a.y < b.y + b.height - tolerance &&
    b.y < a.y + a.height - tolerance
  );
}

/** Moves primitives by (dx, dy); layout builds blocks at the origin and places them later. */
export function translate(primitives: readonly Primitive[], dx: number, dy: number): Primitive[] {
  const moveSegments = (segments: readonly PathSegment[]): PathSegment[] =>
    segments.map((segment) => {
      switch (segment.op) {
        case 'close':
          return segment;
        case 'curve':
          return {
            ...segment,
            x1: segment.x1 + dx,
            y1: segment.y1 + dy,
            x2: segment.x2 + dx,
            y2: segment.y2 + dy,
            x: segment.x + dx,
            y: segment.y + dy,
          };
        default:
          return { ...segment, x: segment.x + dx, y: segment.y + dy };
      }
    });
  const moveBox = (box: Box): Box => ({ ...box, x: box.x + dx, y: box.y + dy });
  return primitives.map((primitive): Primitive => {
    switch (primitive.kind) {
      case 'line':
        return {
          ...primitive,
          x1: primitive.x1 + dx,
          y1: primitive.y1 + dy,
          x2: primitive.x2 + dx,
          y2: primitive.y2 + dy,
        };
      case 'circle':
        return { ...primitive, cx: primitive.cx + dx, cy: primitive.cy + dy };
      case 'path':
        return {
          ...primitive,
          segments: moveSegments(primitive.segments),
          bounds: moveBox(primitive.bounds),
        };
      case 'traceGlyph':
        return {
          ...primitive,
          strokes: primitive.strokes ? primitive.strokes.map(moveSegments) : null,
          x: primitive.x + dx,
          baseline: primitive.baseline + dy,
          bounds: moveBox(primitive.bounds),
        };
      case 'text':
      case 'rect':
      case 'picture':
      case 'brandMark':
        return { ...primitive, x: primitive.x + dx, y: primitive.y + dy };
    }
  });
}

/** Scales primitives about the origin; used when a card would not fit on a page. */
export function scale(primitives: readonly Primitive[], factor: number): Primitive[] {
  const s = (value: number) => value * factor;
  const scaleStroke = (style: StrokeStyle | undefined) =>
    style
      ? { ...style, width: s(style.width), ...(style.dash ? { dash: style.dash.map(s) } : {}) }
      : undefined;
  const scaleSegments = (segments: readonly PathSegment[]): PathSegment[] =>
    segments.map((segment) => {
      switch (segment.op) {
        case 'close':
          return segment;
        case 'curve':
          return {
            op: 'curve',
            x1: s(segment.x1),
            y1: s(segment.y1),
            x2: s(segment.x2),
            y2: s(segment.y2),
            x: s(segment.x),
            y: s(segment.y),
          };
        default:
          return { op: segment.op, x: s(segment.x), y: s(segment.y) };
      }
    });
  const scaleBox = (box: Box): Box => ({
    x: s(box.x),
    y: s(box.y),
    width: s(box.width),
    height: s(box.height),
  });
  return primitives.map((primitive): Primitive => {
    switch (primitive.kind) {
      case 'text':
        return {
          ...primitive,
          x: s(primitive.x),
          y: s(primitive.y),
          size: s(primitive.size),
          width: s(primitive.width),
        };
      case 'line':
        return {
          ...primitive,
          x1: s(primitive.x1),
          y1: s(primitive.y1),
          x2: s(primitive.x2),
          y2: s(primitive.y2),
          stroke: scaleStroke(primitive.stroke) as StrokeStyle,
        };
      case 'rect': {
        const stroked = scaleStroke(primitive.stroke);
        return {
          ...primitive,
          ...scaleBox(primitive),
          radius: s(primitive.radius),
          ...(stroked ? { stroke: stroked } : {}),
        };
      }
      case 'circle': {
        const stroked = scaleStroke(primitive.stroke);
        return {
          ...primitive,
          cx: s(primitive.cx),
          cy: s(primitive.cy),
          r: s(primitive.r),
          ...(stroked ? { stroke: stroked } : {}),
        };
      }
      case 'path': {
        const stroked = scaleStroke(primitive.stroke);
        return {
          ...primitive,
          segments: scaleSegments(primitive.segments),
          bounds: scaleBox(primitive.bounds),
          ...(stroked ? { stroke: stroked } : {}),
        };
      }
      case 'traceGlyph':
        return {
          ...primitive,
          strokes: primitive.strokes ? primitive.strokes.map(scaleSegments) : null,
          x: s(primitive.x),
          baseline: s(primitive.baseline),
          capHeight: s(primitive.capHeight),
          bounds: scaleBox(primitive.bounds),
        };
      case 'picture':
        return { ...primitive, ...scaleBox(primitive) };
      case 'brandMark':
        return { ...primitive, x: s(primitive.x), y: s(primitive.y), size: s(primitive.size) };
    }
  });
}
