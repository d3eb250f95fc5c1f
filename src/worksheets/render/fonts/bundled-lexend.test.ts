import { describe, expect, it } from 'vitest';
import { nodeLexendFonts } from '../../testing/node-assets';
import { bundledLexendFonts } from './bundled-lexend';

describe('bundledLexendFonts', () => {
  it('are the Lexend WOFF files, byte for byte', () => {
    const bundled = bundledLexendFonts();
    const files = nodeLexendFonts();
    expect(Buffer.from(bundled.regular).equals(Buffer.from(files.regular))).toBe(true);
    expect(Buffer.from(bundled.bold).equals(Buffer.from(files.bold))).toBe(true);
  });
});
