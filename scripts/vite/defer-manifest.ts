import type { Plugin } from 'vite';

const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)"\s*\/?>\s*/;

/**
 * `html` with its web app manifest named on the start script's element instead of linked: the
 * start script links it once the page has painted (public/start.js). Linked in the head, the
 * manifest and its icon are fetched with the page's styles and fonts, before the first text.
 */
export function manifestAfterPaint(html: string, startScript: string): string {
  const manifest = MANIFEST_LINK.exec(html)?.[1];
  if (!manifest) throw new Error('index.html has no manifest link');
  const start = `<script defer src="${startScript}"`;
  if (!html.includes(start)) throw new Error(`index.html has no ${startScript}`);
  return html
    .replace(MANIFEST_LINK, '')
    .replace(start, () => `${start} data-manifest="${manifest}"`);
}

/** Moves the manifest link that vite-plugin-pwa adds to the start script (see above). */
export function deferManifest(startScript: string): Plugin {
  return {
    name: 'sprouts:defer-manifest',
    apply: 'build',
    // vite-plugin-pwa links the manifest in a late plugin of its own: this one comes after it.
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => manifestAfterPaint(html, startScript) },
  };
}
