import { ellipsePath } from '../../layout/geometry/arc';
import type { PathSegment } from '../../layout/types';
import { IDENTITY, meanScale, multiply, parseTransform, type Matrix } from './matrix';
import { parsePathData, transformSegments } from './path-data';
import { parseXml, type XmlElement } from './xml';

/** One filled or stroked shape, in the picture's viewBox coordinates. */
export interface VectorShape {
  segments: PathSegment[];
  fill: string | null;
  evenOdd: boolean;
  stroke: {
    colour: string;
    width: number;
    cap: 'butt' | 'round' | 'square';
    join: 'miter' | 'round' | 'bevel';
  } | null;
  /** Combined opacity, 0..1. */
  opacity: number;
}

export interface VectorPicture {
  viewBox: { x: number; y: number; width: number; height: number };
  shapes: VectorShape[];
}

interface Style {
  fill: string | null;
  fillRule: string;
  stroke: string | null;
  strokeWidth: number;
  strokeCap: string;
  strokeJoin: string;
  opacity: number;
  matrix: Matrix;
}

const NAMED_COLOURS: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  gray: '#808080',
  grey: '#808080',
  currentcolor: '#000000',
};

function normaliseHex(value: string): string | null {
  const hex = value.slice(1);
  if (/^[0-9a-f]{3}$/i.test(hex))
    return `#${[...hex].map((digit) => digit + digit).join('')}`.toLowerCase();
  if (/^[0-9a-f]{6}$/i.test(hex)) return `#${hex}`.toLowerCase();
  if (/^[0-9a-f]{8}$/i.test(hex)) return `#${hex.slice(0, 6)}`.toLowerCase();
  return null;
}

function attributesOf(element: XmlElement): Record<string, string> {
  // Inline style declarations override presentation attributes.
  const style = element.attributes.style;
  if (!style) return element.attributes;
  const merged = { ...element.attributes };
  for (const declaration of style.split(';')) {
    const [key, ...value] = declaration.split(':');
    if (key && value.length) merged[key.trim()] = value.join(':').trim();
  }
  return merged;
}

/**
 * Reads an SVG into plain shapes. Supports what the picture set uses: path, circle, ellipse,
 * rect, polygon, polyline, line, g and use, transforms, fill rules, opacity and strokes.
 * Gradients are drawn with their middle colour; clip paths and filters are left out.
 * Returns null for anything that is not an SVG with a size.
 */
export function parseVectorPicture(source: string): VectorPicture | null {
  let root: XmlElement | null;
  try {
    root = parseXml(source);
  } catch {
    return null;
  }
  if (!root || root.name !== 'svg') return null;
  const viewBoxNumbers = (root.attributes.viewBox ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const width = Number.parseFloat(root.attributes.width ?? '');
  const height = Number.parseFloat(root.attributes.height ?? '');
  const viewBox =
    viewBoxNumbers.length === 4 && viewBoxNumbers.every(Number.isFinite)
      ? {
          x: viewBoxNumbers[0] as number,
          y: viewBoxNumbers[1] as number,
          width: viewBoxNumbers[2] as number,
          height: viewBoxNumbers[3] as number,
        }
      : Number.isFinite(width) && Number.isFinite(height)
        ? { x: 0, y: 0, width, height }
        : null;
  if (!viewBox || viewBox.width <= 0 || viewBox.height <= 0) return null;

  const byId = new Map<string, XmlElement>();
  const index = (element: XmlElement) => {
    const id = element.attributes.id;
    if (id) byId.set(id, element);
    element.children.forEach(index);
  };
  index(root);

  const gradientColour = (id: string): string | null => {
    const gradient = byId.get(id);
    if (!gradient) return null;
    let stops = gradient.children.filter((child) => child.name === 'stop');
    const inherited = gradient.attributes.href ?? gradient.attributes['xlink:href'];
    if (stops.length === 0 && inherited) {
      stops =
        byId.get(inherited.replace(/^#/, ''))?.children.filter((child) => child.name === 'stop') ??
        [];
    }
    const middle = stops[Math.floor(stops.length / 2)];
    const colour = middle ? attributesOf(middle)['stop-color'] : undefined;
    return colour ? parseColour(colour) : null;
  };

  const parseColour = (value: string): string | null => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === 'none' || trimmed === 'transparent') return null;
    if (trimmed.startsWith('#')) return normaliseHex(trimmed);
    const url = /^url\(\s*#([^)\s]+)\s*\)/.exec(value.trim());
    if (url?.[1]) return gradientColour(url[1]);
    const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(trimmed);
    if (rgb) {
      return `#${rgb
        .slice(1, 4)
        .map((channel) => Math.min(255, Number(channel)).toString(16).padStart(2, '0'))
        .join('')}`;
    }
    return NAMED_COLOURS[trimmed] ?? null;
  };

  const shapes: VectorShape[] = [];
  const number = (value: string | undefined, fallback = 0) => {
    const parsed = Number.parseFloat(value ?? '');
    return Number.isFinite(parsed) ? parsed : fallback;
  };

  const geometryOf = (
    element: XmlElement,
    attributes: Record<string, string>,
  ): PathSegment[] | null => {
    switch (element.name) {
      case 'path':
        return attributes.d ? parsePathData(attributes.d) : null;
      case 'circle': {
        const r = number(attributes.r);
        return r > 0
          ? ellipsePath({ cx: number(attributes.cx), cy: number(attributes.cy), rx: r, ry: r })
          : null;
      }
      case 'ellipse': {
        const rx = number(attributes.rx);
        const ry = number(attributes.ry);
        return rx > 0 && ry > 0
          ? ellipsePath({ cx: number(attributes.cx), cy: number(attributes.cy), rx, ry })
          : null;
      }
      case 'rect': {
        const x = number(attributes.x);
        const y = number(attributes.y);
        const w = number(attributes.width);
        const h = number(attributes.height);
        if (w <= 0 || h <= 0) return null;
        const rx = Math.min(w / 2, number(attributes.rx, number(attributes.ry)));
        const ry = Math.min(h / 2, number(attributes.ry, rx));
        if (rx <= 0 || ry <= 0) {
          return parsePathData(`M${x} ${y}h${w}v${h}h${-w}z`);
        }
        return parsePathData(
          `M${x + rx} ${y}h${w - 2 * rx}a${rx} ${ry} 0 0 1 ${rx} ${ry}v${h - 2 * ry}a${rx} ${ry} 0 0 1 ${-rx} ${ry}h${-(w - 2 * rx)}a${rx} ${ry} 0 0 1 ${-rx} ${-ry}v${-(h - 2 * ry)}a${rx} ${ry} 0 0 1 ${rx} ${-ry}z`,
        );
      }
      case 'polygon':
      case 'polyline': {
        const points = (attributes.points ?? '').trim();
        if (!points) return null;
        return parsePathData(`M${points}${element.name === 'polygon' ? 'z' : ''}`);
      }
      case 'line':
        return parsePathData(
          `M${number(attributes.x1)} ${number(attributes.y1)}L${number(attributes.x2)} ${number(attributes.y2)}`,
        );
      default:
        return null;
    }
  };

  const walk = (element: XmlElement, inherited: Style, depth: number) => {
    if (depth > 32) return;
    if (
      [
        'defs',
        'clipPath',
        'mask',
        'filter',
        'linearGradient',
        'radialGradient',
        'pattern',
        'symbol',
        'title',
        'desc',
        'style',
        'metadata',
      ].includes(element.name)
    ) {
      return;
    }
    const attributes = attributesOf(element);
    const ownOpacity = attributes.opacity === undefined ? 1 : number(attributes.opacity, 1);
    const style: Style = {
      fill: attributes.fill !== undefined ? parseColour(attributes.fill) : inherited.fill,
      fillRule: attributes['fill-rule'] ?? inherited.fillRule,
      stroke: attributes.stroke !== undefined ? parseColour(attributes.stroke) : inherited.stroke,
      strokeWidth:
        attributes['stroke-width'] !== undefined
          ? number(attributes['stroke-width'], 1)
          : inherited.strokeWidth,
      strokeCap: attributes['stroke-linecap'] ?? inherited.strokeCap,
      strokeJoin: attributes['stroke-linejoin'] ?? inherited.strokeJoin,
      opacity: inherited.opacity * ownOpacity,
      matrix: multiply(inherited.matrix, parseTransform(attributes.transform)),
    };
    if (element.name === 'g' || element.name === 'svg') {
      element.children.forEach((child) => walk(child, style, depth + 1));
      return;
    }
    if (element.name === 'use') {
      const target = byId.get(
        (attributes.href ?? attributes['xlink:href'] ?? '').replace(/^#/, ''),
      );
      if (!target) return;
      const offset: Matrix = [1, 0, 0, 1, number(attributes.x), number(attributes.y)];
      walk(target, { ...style, matrix: multiply(style.matrix, offset) }, depth + 1);
      return;
    }
    const geometry = geometryOf(element, attributes);
    if (!geometry || geometry.length === 0) return;
    const fillOpacity = number(attributes['fill-opacity'], 1);
    const shape: VectorShape = {
      segments: transformSegments(geometry, style.matrix),
      fill: style.fill,
      evenOdd: style.fillRule === 'evenodd',
      stroke:
        style.stroke && style.strokeWidth > 0
          ? {
              colour: style.stroke,
              width: style.strokeWidth * meanScale(style.matrix),
              cap:
                style.strokeCap === 'round'
                  ? 'round'
                  : style.strokeCap === 'square'
                    ? 'square'
                    : 'butt',
              join:
                style.strokeJoin === 'round'
                  ? 'round'
                  : style.strokeJoin === 'bevel'
                    ? 'bevel'
                    : 'miter',
            }
          : null,
      opacity: style.opacity * (style.stroke ? 1 : fillOpacity),
    };
    if (shape.fill || shape.stroke) shapes.push(shape);
  };

  try {
    walk(
      root,
      {
        fill: '#000000',
        fillRule: 'nonzero',
        stroke: null,
        strokeWidth: 1,
        strokeCap: 'butt',
        strokeJoin: 'miter',
        opacity: 1,
        matrix: IDENTITY,
      },
      0,
    );
  } catch {
    return null;
  }
  return shapes.length > 0 ? { viewBox, shapes } : null;
}
