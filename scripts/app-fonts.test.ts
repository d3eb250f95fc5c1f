/**
 * The cut Lexend files of scripts/make-app-fonts.py: each has exactly the characters its CSS
 * declares, and the app's own texts need no other Lexend file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const FONTS = 'src/ui/styles/fonts';
const WEIGHTS = [400, 600, 700];

/** A UIntBase128 of WOFF2: its value and where the next field starts. */
function base128(bytes: Buffer, at: number): [number, number] {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = bytes[at + index] ?? 0;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, at + index + 1];
  }
  throw new Error('UIntBase128 longer than 5 bytes');
}

/** The `cmap` table of a WOFF2 file (W3C WOFF2, section 5: the table directory). */
function cmapTable(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const tables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let at = 48;
  const entries: { cmap: boolean; length: number }[] = [];
  for (let index = 0; index < tables; index += 1) {
    const flags = file[at] ?? 0;
    at += 1;
    const tag = flags & 0x3f;
    if (tag === 63) at += 4;
    const version = flags >> 6;
    let length: number;
    [length, at] = base128(file, at);
    // glyf and loca (known tags 10 and 11) are transformed unless version 3; others unless 0.
    const transformed = tag === 10 || tag === 11 ? version !== 3 : version !== 0;
    if (transformed) [length, at] = base128(file, at);
    entries.push({ cmap: tag === 0, length });
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedSize));
  let offset = 0;
  for (const entry of entries) {
    if (entry.cmap) return data.subarray(offset, offset + entry.length);
    offset += entry.length;
  }
  throw new Error('no cmap table');
}

/** The characters a font maps to a glyph, from its format 4 and 12 subtables. */
function characters(cmap: Buffer): Set<number> {
  const found = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let index = 0; index < count; index += 1) {
    const table = cmap.subarray(cmap.readUInt32BE(4 + index * 8 + 4));
    const format = table.readUInt16BE(0);
    if (format === 4) {
      const segments = table.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = table.readUInt16BE(ends + segment * 2);
        const start = table.readUInt16BE(starts + segment * 2);
        const delta = table.readInt16BE(deltas + segment * 2);
        const rangeOffset = table.readUInt16BE(rangeOffsets + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          const at = rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2;
          const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : table.readUInt16BE(at);
          if (glyph !== 0) found.add(code);
        }
      }
    } else if (format === 12) {
      const groups = table.readUInt32BE(12);
      for (let group = 0; group < groups; group += 1) {
        const start = table.readUInt32BE(16 + group * 12);
        const end = table.readUInt32BE(20 + group * 12);
        for (let code = start; code <= end; code += 1) found.add(code);
      }
    }
  }
  return found;
}

/** The characters of a CSS `unicode-range` value. */
function rangeCharacters(range: string): Set<number> {
  const found = new Set<number>();
  for (const part of range.split(',')) {
    const [start = '', end = start] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(start, 16); code <= parseInt(end, 16); code += 1) found.add(code);
  }
  return found;
}

/** Each `@font-face` of a stylesheet: its weight, its file and its characters. */
function faces(css: string): { weight: string; url: string; characters: Set<number> }[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '',
    url: /url\(['"]?([^'")]+)/.exec(body)?.[1] ?? '',
    characters: rangeCharacters(/unicode-range:\s*([^;]+)/.exec(body)?.[1] ?? ''),
  }));
}

/** The app's source files whose texts pages show (not tests; worksheets embed their own font). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === 'src/worksheets' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const appFaces = faces(readFileSync(join(FONTS, 'lexend-app.css'), 'utf8'));

describe('the cut Lexend files', () => {
  it('declare one face for each weight the pages preload', () => {
    expect(appFaces.map((face) => face.weight)).toEqual(WEIGHTS.map(String));
  });

  it.each(WEIGHTS)('has in its %i file exactly the characters its face declares', (weight) => {
    const face = appFaces.find((each) => each.weight === String(weight));
    const font = readFileSync(join(FONTS, face?.url ?? ''));
    expect([...characters(cmapTable(font))].sort((a, b) => a - b)).toEqual(
      [...(face?.characters ?? [])].sort((a, b) => a - b),
    );
    // A cut file is one round trip on a new connection: under 14.6 KB with its headers.
    expect(font.byteLength).toBeLessThan(12 * 1024);
  });

  it("covers the prices' rupee sign and the texts' punctuation", () => {
    for (const face of appFaces) {
      for (const character of '₹©·×÷–—‘’“”•… AZaz09') {
        expect(face.characters.has(character.codePointAt(0) ?? 0), character).toBe(true);
      }
    }
  });

  it("covers every character of the app's texts that Lexend has in Latin", () => {
    const fontsource = faces(readFileSync('node_modules/@fontsource/lexend/400.css', 'utf8'));
    const lexend = new Set(fontsource.flatMap((face) => [...face.characters]));
    const cut = appFaces[0]?.characters ?? new Set<number>();
    const missing = new Map<string, string>();
    for (const file of sourceFiles('src')) {
      for (const character of readFileSync(file, 'utf8')) {
        const code = character.codePointAt(0) ?? 0;
        if (code > 0x7e && lexend.has(code) && !cut.has(code)) missing.set(character, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
