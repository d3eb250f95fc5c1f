import postcss, { type Plugin } from 'postcss';
import { fontFacesFrom } from './font-faces-from.ts';

/** Code points from `start` to `end`, both included. */
export type CodeRange = readonly [start: number, end: number];

const LAST_CODE_POINT = 0x10ffff;
const RANGE = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i;

function merged(ranges: readonly CodeRange[]): CodeRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** The code points of a `unicode-range` value (`U+0-FF, U+131, U+20??`), sorted and merged. */
export function parseUnicodeRange(value: string): CodeRange[] {
  const ranges = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): CodeRange => {
      const [, first = '', last] = RANGE.exec(part) ?? [];
      if (!first) throw new Error(`Not a unicode-range: '${part}'`);
      if (last !== undefined) return [parseInt(first, 16), parseInt(last, 16)];
      return [parseInt(first.replaceAll('?', '0'), 16), parseInt(first.replaceAll('?', 'F'), 16)];
    });
  return merged(ranges);
}

/** What is left of `ranges` once the code points of `removed` are taken out. */
export function withoutRanges(
  ranges: readonly CodeRange[],
  removed: readonly CodeRange[],
): CodeRange[] {
  let left = merged(ranges);
  for (const [cutStart, cutEnd] of merged(removed)) {
    left = left.flatMap(([start, end]): CodeRange[] => {
      if (cutEnd < start || cutStart > end) return [[start, end]];
      const pieces: CodeRange[] = [];
      if (start < cutStart) pieces.push([start, cutStart - 1]);
      if (end > cutEnd) pieces.push([cutEnd + 1, end]);
      return pieces;
    });
  }
  return left;
}

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}

export function formatUnicodeRange(ranges: readonly CodeRange[]): string {
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(', ');
}

/** The `unicode-range` every `@font-face` of `css` declares: one range, the same in each face. */
export function declaredUnicodeRange(css: string): string {
  const values = new Set<string>();
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    let value = formatUnicodeRange([[0, LAST_CODE_POINT]]);
    rule.walkDecls('unicode-range', (declaration) => {
      value = formatUnicodeRange(parseUnicodeRange(declaration.value));
    });
    values.add(value);
  });
  const [only, ...others] = values;
  if (only === undefined || others.length > 0) {
    throw new Error(`Expected one unicode-range in every face, found ${values.size}`);
  }
  return only;
}

/**
 * PostCSS: the `@font-face` rules of the stylesheets whose file matches `from` no longer claim
 * the characters of `covered`, and a face left with none goes. @fontsource's Lexend faces are
 * the second family of the app's font stack, for the letters the cut files lack: when a cut
 * file misses its moment (`font-display: optional` on a slow device), the browser turned to
 * @fontsource's Latin files for the app's own letters, about 15 KB each, and offline, where the
 * precache does not hold them, asked the worker for files it could not give.
 */
export function fontRangeWithout(from: RegExp, covered: string): Plugin {
  const removed = parseUnicodeRange(covered);
  return fontFacesFrom('sprouts:font-range-without', from, (rule) => {
    let declared = false;
    rule.walkDecls('unicode-range', (declaration) => {
      declared = true;
      const left = withoutRanges(parseUnicodeRange(declaration.value), removed);
      if (left.length === 0) rule.remove();
      else declaration.value = formatUnicodeRange(left);
    });
    if (!declared) {
      const left = withoutRanges([[0, LAST_CODE_POINT]], removed);
      rule.append({ prop: 'unicode-range', value: formatUnicodeRange(left) });
    }
  });
}
