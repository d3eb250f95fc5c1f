/**
 * A prerendered page as the service worker hands it to a device that has the app: its modules
 * named in its markup, so that the browser asks for them as it reads the page.
 *
 * The page from the host names them on its start script instead (`data-entry`, `data-preloads`,
 * scripts/vite/prerender-html.ts), which preloads them only after the first paint: on a first
 * visit over a slow connection they would compete with the styles and fonts of the first text.
 * On the device nothing comes over a connection, and waiting for the start script (itself a file
 * the worker answers) held the modules back by a round trip and a script's work before every
 * start (docs/performance-notes.md, section 21).
 *
 * The start script keeps `data-entry`: it still imports the entry and says so when the app's
 * code cannot be had. Without `data-preloads` it adds no preloads of its own.
 */

const START_SCRIPT = /<script async src="([^"]*\/start\.js)"([^>]*)>/;
const ATTRIBUTE = /\s(data-[a-z]+)="([^"]*)"/g;

function preloadLink(href: string): string {
  return `<link rel="modulepreload" crossorigin href="${href}">`;
}

/** `html` with its start script's modules as module preloads; any other page as it is. */
export function startsOnDevice(html: string): string {
  const start = START_SCRIPT.exec(html);
  if (!start) return html;
  const [element, src, attributes = ''] = start;
  const data = new Map([...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
  const entry = data.get('data-entry');
  const preloads = data.get('data-preloads');
  if (!entry || preloads === undefined) return html;
  const kept = [...data].filter(([name]) => name !== 'data-preloads' && name !== 'data-batch');
  const script =
    `<script async src="${src}"` +
    kept.map(([name, value]) => ` ${name}="${value}"`).join('') +
    '>';
  const links = [entry, ...preloads.split(' ').filter(Boolean)].map(preloadLink).join('');
  const close = html.indexOf('</script>', start.index) + '</script>'.length;
  if (close < '</script>'.length) return html;
  return (
    html.slice(0, start.index) +
    script +
    html.slice(start.index + element.length, close) +
    links +
    html.slice(close)
  );
}
