import { describe, expect, it } from 'vitest';
import { getPictureSvg, pictureNames } from '@/domain/pictures';
import { ALL_SYNTHETIC_ITEMS } from '../../testing/synthetic-items';
import { allIconNames, iconifyPictureSvg } from '../../testing/iconify-pictures';
import { parseTransform, apply } from './matrix';
import { parsePathData } from './path-data';
import { parseVectorPicture } from './vector-picture';

const ends = (data: string) =>
  parsePathData(data).flatMap((segment) =>
    segment.op === 'close' ? [] : [[round(segment.x), round(segment.y)]],
  );
const round = (value: number) => Math.round(value * 1000) / 1000;

describe('parsePathData', () => {
  it('reads absolute and relative commands, with implicit repeats', () => {
    expect(ends('M1 2L3 4H10V0Z')).toEqual([
      [1, 2],
      [3, 4],
      [10, 4],
      [10, 0],
    ]);
    expect(ends('m1 2l3 4h1v-1l2 2 1 1')).toEqual([
      [1, 2],
      [4, 6],
      [5, 6],
      [5, 5],
      [7, 7],
      [8, 8],
    ]);
    expect(ends('M0 0 10 0 10 10')).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    expect(ends('M.5.5l-.25.25')).toEqual([
      [0.5, 0.5],
      [0.25, 0.75],
    ]);
  });

  it('turns quadratics and smooth curves into cubics with the right ends', () => {
    const segments = parsePathData('M0 0Q5 10 10 0T20 0S25 5 30 0s5 5 10 0');
    expect(segments.filter((segment) => segment.op === 'curve')).toHaveLength(4);
    expect(ends('M0 0Q5 10 10 0T20 0S25 5 30 0s5 5 10 0').at(-1)).toEqual([40, 0]);
    const quadratic = segments[1];
    expect(quadratic?.op).toBe('curve');
    if (quadratic?.op === 'curve') {
      expect(quadratic.x1).toBeCloseTo(10 / 3);
      expect(quadratic.y1).toBeCloseTo(20 / 3);
    }
  });

  it('reads arcs, including flags written without separators', () => {
    const spaced = parsePathData('M0 5a5 5 0 0 1 10 0');
    const packed = parsePathData('M0 5a5 5 0 0110 0');
    expect(packed).toEqual(spaced);
    // A half circle of radius 5 from (0, 5) to (10, 5) through the top (sweep 1 goes clockwise on screen).
    const ys = spaced.flatMap((segment) =>
      segment.op === 'curve' ? [segment.y1, segment.y2] : [],
    );
    expect(Math.min(...ys)).toBeLessThan(2);
    expect(ends('M0 5a5 5 0 0110 0').at(-1)).toEqual([10, 5]);
  });

  it('rejects malformed data', () => {
    expect(() => parsePathData('M1')).toThrow();
    expect(() => parsePathData('5 5')).toThrow();
  });
});

describe('parseTransform', () => {
  it('composes transform lists left to right', () => {
    const matrix = parseTransform('translate(10 0) scale(2)');
    expect(apply(matrix, 1, 1)).toEqual({ x: 12, y: 2 });
    const rotated = apply(parseTransform('rotate(90 5 5)'), 10, 5);
    expect(rotated.x).toBeCloseTo(5);
    expect(rotated.y).toBeCloseTo(10);
  });
});

describe('parseVectorPicture', () => {
  it('reads shapes, colours, fill rules and opacity', () => {
    const picture = parseVectorPicture(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 32 32"><g fill="none"><path fill="#F00" fill-rule="evenodd" d="M0 0h10v10z"/><circle cx="5" cy="5" r="2" fill="#00ff00" opacity=".5"/><rect x="1" y="1" width="4" height="4" rx="1" stroke="#000" stroke-width="2"/></g></svg>',
    );
    expect(picture?.viewBox).toEqual({ x: 0, y: 0, width: 32, height: 32 });
    expect(
      picture?.shapes.map((shape) => [
        shape.fill,
        shape.evenOdd,
        shape.opacity,
        shape.stroke?.width ?? null,
      ]),
    ).toEqual([
      ['#ff0000', true, 1, null],
      ['#00ff00', false, 0.5, null],
      [null, false, 1, 2],
    ]);
  });

  it('follows use references and gradient colours', () => {
    const picture = parseVectorPicture(
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#111111"/><stop offset="1" stop-color="#222222"/></linearGradient><path id="p" d="M0 0h2v2z"/></defs><use href="#p" x="3" fill="url(#g)"/></svg>',
    );
    expect(picture?.shapes).toHaveLength(1);
    expect(picture?.shapes[0]?.fill).toBe('#222222');
    expect(picture?.shapes[0]?.segments[0]).toEqual({ op: 'move', x: 3, y: 0 });
  });

  it('refuses what is not an SVG picture', () => {
    expect(parseVectorPicture('')).toBeNull();
    expect(parseVectorPicture('<html></html>')).toBeNull();
    expect(parseVectorPicture('<svg></svg>')).toBeNull();
  });

  it('draws every picture the app ships', () => {
    const names = pictureNames();
    expect(names.length).toBeGreaterThan(100);
    for (const name of names)
      expect(parseVectorPicture(getPictureSvg(name) ?? '')?.shapes.length, name).toBeGreaterThan(0);
    const used = JSON.stringify(ALL_SYNTHETIC_ITEMS).match(/"picture":"[^"]+"/g) ?? [];
    for (const entry of used) expect(names).toContain(entry.slice(11, -1));
  });

  it('draws every icon of the whole icon set as finite shapes', () => {
    const failures: string[] = [];
    for (const name of allIconNames()) {
      const picture = parseVectorPicture(iconifyPictureSvg(name) ?? '');
      const finite = picture?.shapes.every((shape) =>
        shape.segments.every(
          (segment) =>
            segment.op === 'close' || (Number.isFinite(segment.x) && Number.isFinite(segment.y)),
        ),
      );
      if (!picture || picture.shapes.length === 0 || !finite) failures.push(name);
    }
    expect(failures).toEqual([]);
  });
});
