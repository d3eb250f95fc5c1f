import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadFonts } from './preload-fonts';

describe('preloadFonts', () => {
  it('preloads the built fonts that match, and nothing else', async () => {
    const plugin = preloadFonts([/lexend-latin-(400|700)-normal-[\w-]+\.woff2$/]);
    const hook = plugin.transformIndexHtml;
    if (!hook || typeof hook === 'function') throw new Error('expected an ordered hook');
    const bundle = Object.fromEntries(
      [
        'assets/lexend-latin-700-normal-B2.woff2',
        'assets/lexend-latin-400-normal-A1.woff2',
        'assets/lexend-latin-400-normal-A1.woff',
        'assets/lexend-latin-ext-400-normal-C3.woff2',
        'assets/index-D4.js',
      ].map((file) => [file, {}]),
    );
    const context = { bundle, path: '/index.html', filename: 'index.html' };
    const tags = await (hook.handler as (html: string, c: unknown) => unknown).call(
      {},
      '<html></html>',
      context as unknown as IndexHtmlTransformContext,
    );
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/assets/lexend-latin-400-normal-A1.woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
      expect.objectContaining({
        attrs: expect.objectContaining({ href: '/assets/lexend-latin-700-normal-B2.woff2' }),
      }),
    ]);
  });
});
