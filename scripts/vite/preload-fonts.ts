import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the built font files whose names match, so the first text
 * is painted in its own font (a font that is late is not swapped in: font-display.ts).
 */
export function preloadFonts(patterns: readonly RegExp[]): Plugin {
  return {
    name: 'sprouts:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) =>
          patterns.some((pattern) => pattern.test(file)),
        );
        return files.sort().map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
