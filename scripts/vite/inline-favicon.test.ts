import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconDataUri, inlineFavicon } from './inline-favicon';

const FILE = 'public/favicon.svg';

function transform(html: string): string {
  const hook = inlineFavicon(FILE).transformIndexHtml;
  if (typeof hook !== 'function') throw new Error('expected a function hook');
  return hook.call({} as never, html, {} as never) as string;
}

describe('inlineFavicon', () => {
  it("puts the icon's SVG into its link, with nothing left to fetch", () => {
    const html = transform('<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(href).not.toMatch(/["<>#\s]/);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(readFileSync(FILE, 'utf8').replace(/\s+/g, ' ').trim());
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('fails the build when index.html no longer names the icon', () => {
    expect(() => transform('<head></head>')).toThrow(/no icon/);
  });

  it('keeps a small icon small', () => {
    expect(faviconDataUri(readFileSync(FILE, 'utf8')).length).toBeLessThan(1024);
  });
});
