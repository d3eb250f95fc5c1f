import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  compileHints,
  mapOneLineDown,
  startScripts,
  withCompileHint,
} from './compile-hints';
import { prerenderedHtml } from './prerender-html';

const TEMPLATE =
  '<html><head><script defer src="/start.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shell-S.js">' +
  '<script type="module" crossorigin src="/assets/index-E.js"></script>' +
  '<title>Sprouts</title></head><body><div id="root"></div></body></html>';

const PAGE = {
  path: '/class/k1/v1',
  title: 'Volume 1',
  html: '<main></main>',
  pages: ['VolumeOverviewPage'],
  packs: ['k1/v1'],
  kinds: [],
  sources: [],
};

describe('startScripts', () => {
  it('reads the entry and the preloads a prerendered page names on its start script', () => {
    const html = prerenderedHtml(TEMPLATE, PAGE, {
      scripts: ['assets/play-P.js', 'assets/v1-V.js'],
      styles: [],
    });
    expect(startScripts(html)).toEqual([
      '/assets/index-E.js',
      '/assets/shell-S.js',
      '/assets/play-P.js',
      '/assets/v1-V.js',
    ]);
  });

  it("reads the app shell's module script and module preloads", () => {
    expect(startScripts(TEMPLATE)).toEqual(['/assets/index-E.js', '/assets/shell-S.js']);
  });

  it('finds nothing in a page without scripts', () => {
    expect(startScripts('<p>Terms of use</p>')).toEqual([]);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('export const a = 1;\n');
    expect(hinted).toBe(`${COMPILE_HINT}\nexport const a = 1;\n`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('moves a source map one line down with the code', () => {
    const map = JSON.stringify({
      version: 3,
      sources: ['a.ts'],
      names: [],
      mappings: 'AAAA;AACA',
    });
    const moved = new TraceMap(mapOneLineDown(map));
    // The code's first line is now the file's second.
    expect(originalPositionFor(moved, { line: 2, column: 0 })).toMatchObject({ line: 1 });
    expect(originalPositionFor(moved, { line: 3, column: 0 })).toMatchObject({ line: 2 });
    expect(originalPositionFor(moved, { line: 1, column: 0 }).source).toBeNull();
  });
});

describe('compileHints', () => {
  it('hints the scripts the written pages start with, and only those', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'class', 'k1'), { recursive: true });
    const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
    write('index.html', TEMPLATE);
    write(
      'class/k1/v1.html',
      prerenderedHtml(TEMPLATE, PAGE, { scripts: ['assets/play-P.js'], styles: [] }),
    );
    for (const name of ['index-E', 'shell-S', 'play-P', 'pdf-D']) {
      write(`assets/${name}.js`, `export const ${name.replace('-', '')} = 1;\n`);
    }
    write(
      'assets/play-P.js.map',
      JSON.stringify({ version: 3, sources: ['p.ts'], names: [], mappings: 'AAAA' }),
    );

    const plugin = compileHints();
    const configResolved = plugin.configResolved as (config: object) => void;
    configResolved({ root: dir, base: '/', build: { outDir: dir } });
    const writeBundle = plugin.writeBundle as { handler: () => Promise<void> };
    await writeBundle.handler();

    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    for (const name of ['index-E', 'shell-S', 'play-P']) {
      expect(read(`assets/${name}.js`).startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    }
    // A chunk no page starts with (the worksheets' PDF code, say) is compiled on demand.
    expect(read('assets/pdf-D.js')).not.toContain(COMPILE_HINT);
    expect(JSON.parse(read('assets/play-P.js.map')).mappings).toBe(';AAAA');

    // A second build step over the same files changes nothing more.
    await writeBundle.handler();
    expect(read('assets/play-P.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read('assets/play-P.js.map')).mappings).toBe(';AAAA');
  });

  it('fails the build when a page starts with a script the build does not have', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(dir, 'index.html'), TEMPLATE);
    const plugin = compileHints();
    (plugin.configResolved as (config: object) => void)({
      root: dir,
      base: '/',
      build: { outDir: dir },
    });
    await expect(
      (plugin.writeBundle as { handler: () => Promise<void> }).handler(),
    ).rejects.toThrow(/not in the build/);
  });
});
