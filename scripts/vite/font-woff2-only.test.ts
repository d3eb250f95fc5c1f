import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { woff2Only } from './font-woff2-only';

const FACE = `@font-face { font-family: 'Lexend'; src: url(./files/a,b.woff2) format('woff2'), url(./files/a.woff) format("woff"); }`;
const ONLY_WOFF = `@font-face { font-family: 'Lexend'; src: url(./files/a.woff) format('woff'); }`;

async function process(css: string, file: string) {
  const plugin = woff2Only(/[\\/]@fontsource[\\/]lexend[\\/]/);
  return (await postcss([plugin]).process(css, { from: file })).css;
}

describe('font faces with their WOFF2 sources only', () => {
  it("drops @fontsource's WOFF fallbacks", async () => {
    const css = await process(FACE, '/app/node_modules/@fontsource/lexend/400.css');
    expect(css).toBe(
      `@font-face { font-family: 'Lexend'; src: url(./files/a,b.woff2) format('woff2'); }`,
    );
  });

  it('keeps a face that has no WOFF2 source as it is', async () => {
    const file = '/app/node_modules/@fontsource/lexend/400.css';
    expect(await process(ONLY_WOFF, file)).toBe(ONLY_WOFF);
  });

  it("leaves other stylesheets' faces alone", async () => {
    expect(await process(FACE, '/app/src/ui/styles/fonts/lexend-app.css')).toBe(FACE);
  });
});
