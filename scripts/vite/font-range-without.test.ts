import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  declaredUnicodeRange,
  fontRangeWithout,
  formatUnicodeRange,
  parseUnicodeRange,
  withoutRanges,
} from './font-range-without';

const FONTSOURCE = /[\\/]@fontsource[\\/]lexend[\\/]/;
const APP_FACES = 'src/ui/styles/fonts/lexend-app.css';
const APP_RANGE = declaredUnicodeRange(readFileSync(APP_FACES, 'utf8'));

/** The ranges each face of `css` claims, by its first source's file name. */
function claims(css: string): Map<string, ReturnType<typeof parseUnicodeRange>> {
  const faces = new Map<string, ReturnType<typeof parseUnicodeRange>>();
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    let file = '';
    let range = '';
    rule.walkDecls((declaration) => {
      if (declaration.prop === 'src')
        file = /files\/([\w-]+)\.woff2/.exec(declaration.value)?.[1] ?? '';
      if (declaration.prop === 'unicode-range') range = declaration.value;
    });
    faces.set(file, parseUnicodeRange(range));
  });
  return faces;
}

const has = (ranges: ReturnType<typeof parseUnicodeRange>, codePoint: number) =>
  ranges.some(([start, end]) => start <= codePoint && codePoint <= end);

describe('unicode ranges', () => {
  it('reads single points, ranges and wildcards, sorted and merged', () => {
    expect(parseUnicodeRange('U+131, U+0-FF, U+100-130, U+20??')).toEqual([
      [0, 0x131],
      [0x2000, 0x20ff],
    ]);
    expect(() => parseUnicodeRange('U+12G')).toThrow(/Not a unicode-range/);
  });

  it('takes code points out, splitting a range around them', () => {
    expect(
      withoutRanges(
        [[0, 0xff]],
        [
          [0x20, 0x7e],
          [0xa0, 0xa0],
        ],
      ),
    ).toEqual([
      [0, 0x1f],
      [0x7f, 0x9f],
      [0xa1, 0xff],
    ]);
    expect(withoutRanges([[0x20, 0x7e]], [[0, 0xff]])).toEqual([]);
  });

  it('writes them back', () => {
    expect(
      formatUnicodeRange([
        [0, 0x1f],
        [0xa9, 0xa9],
      ]),
    ).toBe('U+0000-001F, U+00A9');
  });

  it("reads the one range the app's cut faces declare", () => {
    expect(parseUnicodeRange(APP_RANGE)[0]).toEqual([0x20, 0x7e]);
    expect(() =>
      declaredUnicodeRange(
        '@font-face { unicode-range: U+20-7E; } @font-face { unicode-range: U+20-7F; }',
      ),
    ).toThrow(/one unicode-range/);
  });
});

describe("@fontsource's faces without the cut files' characters", () => {
  const file = 'node_modules/@fontsource/lexend/600.css';
  const before = claims(readFileSync(file, 'utf8'));
  const after = claims(
    postcss([fontRangeWithout(FONTSOURCE, APP_RANGE)]).process(readFileSync(file, 'utf8'), {
      from: `/app/${file}`,
    }).css,
  );

  it('no longer claim a letter the cut files draw, so a late cut file never fetches them', () => {
    const latin = before.get('lexend-latin-600-normal') ?? [];
    expect(has(latin, 0x41)).toBe(true);
    for (const [face, ranges] of after) {
      for (const [start, end] of parseUnicodeRange(APP_RANGE)) {
        expect(withoutRanges(ranges, [[start, end]]), face).toEqual(ranges);
      }
    }
  });

  it('still draw the letters the cut files lack: a child named Zoë, Vietnamese, the euro', () => {
    const latin = after.get('lexend-latin-600-normal') ?? [];
    expect(has(latin, 0xeb)).toBe(true);
    expect(has(latin, 0x20ac)).toBe(true);
    expect(has(after.get('lexend-vietnamese-600-normal') ?? [], 0x1ea0)).toBe(true);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  });

  it("leaves the app's own faces alone", () => {
    const css = readFileSync(APP_FACES, 'utf8');
    const out = postcss([fontRangeWithout(FONTSOURCE, APP_RANGE)]).process(css, {
      from: `/app/${APP_FACES}`,
    }).css;
    expect(out).toBe(css);
  });
});
