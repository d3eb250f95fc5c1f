/** The HTML files of prerendered pages, made from the built index.html. */
import { createHash } from 'node:crypto';
import type { PrerenderedPage } from '../../src/app/prerender';

/** The page with an empty root: what the service worker and the host answer for other addresses. */
export const APP_SHELL_FILE = 'app-shell.html';

/** A page as the app renders it at build time. */
export type RenderedPage = PrerenderedPage;

/** What the page needs from the client build besides the entry: its chunks and their styles. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** A chunk of the client build, as far as prerendering cares. */
export interface BuiltChunk {
  fileName: string;
  /** The modules whose code it holds. */
  moduleIds: readonly string[];
  /** Chunks it imports statically. */
  imports: string[];
  /** CSS files it brings. */
  css: string[];
}

/**
 * The chunks (with what they import) and the CSS of the modules a page was rendered from, so the
 * HTML can load them at once: without its CSS the markup would paint unstyled and then move.
 */
export function pageAssets(sources: readonly string[], chunks: readonly BuiltChunk[]): PageAssets {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.css) styles.add(css);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const source of sources) {
    const found = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${source}`)));
    if (found.length !== 1) {
      throw new Error(`Expected one chunk for '${source}', found ${found.length}`);
    }
    visit(found[0] as BuiltChunk);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * How many module preloads one task adds on a first visit: each one is a request, so all at once
 * is a long task. A page the service worker answers adds them all at once (public/start.js).
 */
export const PRELOADS_PER_TASK = 6;

/** The file that starts every page, and a prerendered page after its first paint (public/start.js). */
export const START_SCRIPT = 'start.js';

function startElement(base: string): string {
  return `<script defer src="${base}${START_SCRIPT}"`;
}

/**
 * The template's start element with what starts the app once the page has painted: the entry,
 * the modules to preload and how many per task travel as its data attributes, so the page
 * holds no inline script.
 *
 * It is async rather than deferred: a deferred script waits for the end of parsing and for the
 * page's stylesheets, and on the device the app's modules were then asked for only once the page
 * had been laid out. Async, it runs as soon as it is there, and the service worker hands the
 * modules over while the page is laid out and painted. A first visit still waits for the first
 * paint, and the entry for the end of parsing (src/main.tsx).
 */
function startAfterPaint(base: string, entry: string, preloads: readonly string[]): string {
  const data = [
    `data-entry="${escapeHtml(entry)}"`,
    `data-preloads="${escapeHtml(preloads.join(' '))}"`,
    `data-batch="${PRELOADS_PER_TASK}"`,
  ].join(' ');
  return `<script async src="${base}${START_SCRIPT}" ${data}`;
}

/** One stylesheet for a page's own styles (those the template does not link already). */
export interface PageStylesheet {
  /** Its file in the build, named by its content. */
  file: string;
  css: string;
}

/**
 * The page's own styles joined in their order into one file, when it has two or more: under a
 * slow connection each stylesheet is a request the first paint waits for. Pages with the same
 * styles (every topic page) share the file.
 */
export function pageStylesheet(
  styles: readonly string[],
  read: (file: string) => string,
): PageStylesheet | undefined {
  if (styles.length < 2) return undefined;
  const css = styles.map((file) => read(file)).join('\n');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return { file: `assets/page-${hash}.css`, css };
}

/** The styles a page needs that the template (the entry's styles) does not link already. */
export function ownStyles(template: string, assets: PageAssets, base = '/'): string[] {
  return assets.styles.filter((file) => !template.includes(`"${base}${file}"`));
}

function styleLinks(styles: readonly string[], base: string, stylesheet?: PageStylesheet): string {
  const link = (file: string, disabled: boolean) =>
    `<link rel="stylesheet" crossorigin href="${base}${file}"${disabled ? ' disabled' : ''}>`;
  if (!stylesheet) return styles.map((file) => link(file, false)).join('');
  // The parts stay named, disabled (not fetched): the app's loader finds them in the page when a
  // chunk asks for its styles, instead of fetching them again.
  return link(stylesheet.file, false) + styles.map((file) => link(file, true)).join('');
}

/**
 * `template` (the built index.html) with the page's markup in its root, its title, the styles
 * it needs (in `stylesheet` when given, made by `pageStylesheet` from `ownStyles`), and its
 * scripts (the entry, the chunks it is made of) started after the first paint.
 */
export function prerenderedHtml(
  template: string,
  page: RenderedPage,
  assets: PageAssets = { scripts: [], styles: [] },
  base = '/',
  stylesheet?: PageStylesheet,
): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title>');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  if (!template.includes(startElement(base))) throw new Error(`index.html has no ${START_SCRIPT}`);
  const preloads = new Set([...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''));
  for (const file of assets.scripts) preloads.add(`${base}${file}`);
  preloads.delete(entry);

  const styles = styleLinks(ownStyles(template, assets, base), base, stylesheet);
  const list = (name: string, values: string[]) =>
    values.length > 0 ? ` data-${name}="${escapeHtml(values.join(' '))}"` : '';
  const root =
    `<div id="root" data-prerendered="${escapeHtml(page.path)}"` +
    `${list('pages', page.pages)}${list('packs', page.packs)}${list('kinds', page.kinds)}>` +
    `${page.html}</div>`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replaceAll(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${styles}</head>`)
    .replace(ROOT, () => root)
    .replace(startElement(base), () => startAfterPaint(base, entry, [...preloads]));
}

/** '/' -> 'index.html', '/class/k1/v1' -> 'class/k1/v1.html' (how hosts and Workbox find them). */
export function prerenderedFile(path: string): string {
  if (!path.startsWith('/') || path.includes('..') || (path !== '/' && path.endsWith('/'))) {
    throw new Error(`Cannot prerender '${path}'`);
  }
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Which file a static host answers a navigation with: the file itself, a prerendered page, or
 * the app shell for every other address of the app.
 */
export function fileForNavigation(path: string, exists: (file: string) => boolean): string {
  if (path === '/' || path.endsWith('.html')) return path === '/' ? 'index.html' : path.slice(1);
  if (/\.[a-z0-9]+$/i.test(path) && exists(path.slice(1))) return path.slice(1);
  const page = `${path.replace(/\/+$/, '').slice(1)}.html`;
  return page !== '.html' && exists(page) ? page : APP_SHELL_FILE;
}
