import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's file-wide compile hint (Chromium 136 and later): every function of a file that starts with
 * it is compiled as the file streams in, on a background thread. Without it, V8 compiles a
 * function on the main thread the first time it is called. Chromium keeps no code cache for a
 * module script that a service worker answers, so on a device every start compiled the app's
 * React, router and page code again, one function at a time: over 500 functions before a child's
 * first tap (docs/performance-notes.md, section 21).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const ATTRIBUTE = (name: string) => new RegExp(`\\sdata-${name}="([^"]*)"`);
const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"/g;

/**
 * The scripts a page of the build runs as it opens: a prerendered page names its entry and the
 * chunks it preloads on its start script (scripts/vite/prerender-html.ts); the app shell links
 * them as a module script and module preloads. Addresses as the page writes them ('/assets/…').
 */
export function startScripts(html: string): string[] {
  const scripts = [
    ...(ATTRIBUTE('entry').exec(html)?.[1] ?? '').split(' '),
    ...(ATTRIBUTE('preloads').exec(html)?.[1] ?? '').split(' '),
    ...[...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? ''),
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''),
  ];
  return [...new Set(scripts.filter(Boolean))];
}

/** `code` with the hint on its first line; a file that has it already is left as it is. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map (JSON) for the code one line further down, as `withCompileHint` leaves it. */
export function mapOneLineDown(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Puts the compile hint on every script a page of the build starts with (its entry, the shell,
 * its page, pack and kind), once the pages are written: the pages name them. Other chunks (the
 * worksheets' PDF code, the password check, the device database) stay compiled on demand, since
 * most of what they hold never runs when they load.
 */
export function compileHints(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'sprouts:compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const scripts = new Set<string>();
        for (const file of await htmlFiles(outDir)) {
          for (const script of startScripts(await readFile(file, 'utf8'))) {
            if (script.startsWith(base)) scripts.add(script.slice(base.length));
          }
        }
        for (const script of scripts) {
          const file = join(outDir, ...script.split(posix.sep));
          if (!existsSync(file)) throw new Error(`A page starts with ${script}, not in the build`);
          const code = await readFile(file, 'utf8');
          const hinted = withCompileHint(code);
          if (hinted === code) continue;
          await writeFile(file, hinted);
          if (existsSync(`${file}.map`)) {
            await writeFile(`${file}.map`, mapOneLineDown(await readFile(`${file}.map`, 'utf8')));
          }
        }
      },
    },
  };
}
