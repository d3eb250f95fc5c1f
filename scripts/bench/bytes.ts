/**
 * Bytes a visitor downloads: the scripts and styles each page loads on a first visit (counted
 * from the build, compressed as a static host would serve them), the largest chunk, what the
 * service worker precaches, and each content pack.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { ALL_PACKS } from '../../src/content/packs/all';
import type { BytesResults, CompressedSize, PackBytes, PageBytes, VolumeBytes } from './results';

export function compressedSize(content: Uint8Array | string): CompressedSize {
  const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength,
  };
}

function sum(sizes: CompressedSize[]): CompressedSize {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** The scripts and styles a fresh visit to `path` loads (no service worker, empty cache). */
async function pageFiles(browser: Browser, appUrl: string, path: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.origin === new URL(appUrl).origin && (type === 'script' || type === 'stylesheet')) {
      files.add(url.pathname.replace(/^\//, ''));
    }
  });
  await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...files].sort();
}

function measurePage(outDir: string, files: string[]): PageBytes {
  const sizeOf = (file: string) => compressedSize(readFileSync(join(outDir, file)));
  return {
    js: sum(files.filter((file) => file.endsWith('.js')).map(sizeOf)),
    css: sum(files.filter((file) => file.endsWith('.css')).map(sizeOf)),
    files,
  };
}

function assetFiles(outDir: string, extension: string): string[] {
  return readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith(extension))
    .map((file) => join('assets', file));
}

/** The URLs of the Workbox precache manifest in sw.js. */
export function precachedUrls(outDir: string): string[] {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  // Minified (`url:"..."`) or not (`"url": "..."`, a build run with NODE_ENV=test).
  return [...worker.matchAll(/\burl"?:\s*"([^"]+)"/g)].map((match) => match[1] as string);
}

/** Entries of the Workbox precache manifest in sw.js, and their total size on disk. */
export function precacheOf(outDir: string): { entries: number; bytes: number } {
  const urls = precachedUrls(outDir);
  const bytes = urls.reduce((total, url) => total + statSync(join(outDir, url)).size, 0);
  return { entries: urls.length, bytes };
}

/** Free packs: the built chunk holding all their topic ids. Paid packs: their JSON. */
function packSizes(outDir: string): PackBytes[] {
  const chunks = assetFiles(outDir, '.js').map((file) => ({
    file,
    source: readFileSync(join(outDir, file), 'utf8'),
  }));
  return ALL_PACKS.map((pack) => {
    const key = `${pack.grade}/${pack.volume}`;
    if (pack.volume !== 'v1') {
      return { pack: key, delivery: 'api JSON', ...compressedSize(JSON.stringify(pack)) };
    }
    const ids = [...pack.subjects.english.topics, ...pack.subjects.maths.topics].map(
      (topic) => topic.id,
    );
    const quoted = (source: string, id: string) =>
      source.includes(`"${id}"`) || source.includes(`'${id}'`) || source.includes(`\`${id}\``);
    const holding = chunks
      .filter((chunk) => ids.every((id) => quoted(chunk.source, id)))
      .sort((a, b) => a.source.length - b.source.length)[0];
    if (!holding) throw new Error(`No built chunk holds the topics of ${key}`);
    return { pack: key, delivery: 'bundled chunk', ...compressedSize(holding.source) };
  });
}

/**
 * Each volume as a device keeps it: its content and every picture file of the build (a round
 * may show any picture of the set, and the service worker keeps them all).
 */
export function volumeSizes(packs: readonly PackBytes[], pictureBytes: readonly number[]) {
  const pictures = pictureBytes.reduce((total, size) => total + size, 0);
  return packs.map((pack): VolumeBytes => ({
    pack: pack.pack,
    packBytes: pack.raw,
    pictures: pictureBytes.length,
    pictureBytes: pictures,
    bytes: pack.raw + pictures,
  }));
}

function pictureFileSizes(outDir: string): number[] {
  const directory = join(outDir, 'assets', 'pictures');
  return readdirSync(directory)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => statSync(join(directory, file)).size);
}

export async function measureBytes(
  browser: Browser,
  appUrl: string,
  outDir: string,
  pages: readonly string[],
): Promise<BytesResults> {
  const measured: Record<string, PageBytes> = {};
  for (const path of pages) {
    measured[path] = measurePage(outDir, await pageFiles(browser, appUrl, path));
  }
  const largest = assetFiles(outDir, '.js')
    .map((file) => ({ file, ...compressedSize(readFileSync(join(outDir, file))) }))
    .sort((a, b) => b.raw - a.raw)[0];
  if (!largest) throw new Error(`No scripts in ${outDir}/assets`);
  const packs = packSizes(outDir);
  return {
    pages: measured,
    largestChunk: largest,
    precache: precacheOf(outDir),
    packs,
    volumes: volumeSizes(packs, pictureFileSizes(outDir)),
  };
}
