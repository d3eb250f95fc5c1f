import { describe, expect, it } from 'vitest';
import { nodeLexendFonts } from '../../testing/node-assets';
import { woffToSfnt } from './woff';

describe('woffToSfnt', () => {
  it('unpacks a WOFF font into a TrueType file with the same tables', () => {
    const woff = nodeLexendFonts().regular;
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer);
    expect(view.getUint32(0)).toBe(0x00010000);
    const tables = view.getUint16(4);
    expect(tables).toBe(new DataView(woff.buffer, woff.byteOffset).getUint16(12));
    const tags = Array.from({ length: tables }, (_, index) =>
      String.fromCharCode(...sfnt.subarray(12 + index * 16, 16 + index * 16)),
    );
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']));
    // Every table lies inside the file, 4-byte aligned.
    for (let index = 0; index < tables; index += 1) {
      const offset = view.getUint32(12 + index * 16 + 8);
      const length = view.getUint32(12 + index * 16 + 12);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(sfnt.byteLength);
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/WOFF/);
  });
});
