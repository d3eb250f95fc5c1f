import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';
import {
  APP_SHELL_FILE,
  fileForNavigation,
  ownStyles,
  pageAssets,
  pageStylesheet,
  prerenderedFile,
  prerenderedHtml,
  type BuiltChunk,
  type RenderedPage,
} from './prerender-html.ts';

interface PrerenderModule {
  prerenderedPaths(): Promise<string[]>;
  renderPage(path: string): Promise<RenderedPage>;
}

export interface PrerenderOptions {
  /** The module that renders pages in Node (exports prerenderedPaths and renderPage). */
  entry: string;
  /** The settings the app's modules are built with (aliases, defines, module plugins). */
  config: () => InlineConfig;
  /** Modules only the browser has, imported by parts of the app that prerendering never runs. */
  browserOnly?: RegExp[];
}

const ENTRY_FILE = 'prerender.mjs';

/**
 * Renders pages at build time into the client build: each prerendered address gets an HTML file
 * with the page's markup (index.html for '/', 'class/k1/v1.html' for /class/k1/v1), and
 * app-shell.html keeps the empty root for every other address. Runs before the service worker is
 * generated, so the precache lists the pages. `vite preview` answers like a well-set host.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'sprouts:prerender',
    apply: (_, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      sequential: true,
      async handler(_, bundle) {
        const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  moduleIds: output.moduleIds,
                  imports: output.imports,
                  css: [...(output.viteMetadata?.importedCss ?? [])],
                },
              ]
            : [],
        );
        // Inside node_modules, so that the rendered module finds react and friends; a folder of
        // its own per build, since Node keeps each module it imported for the process's life.
        const serverDir = join(root, 'node_modules', '.cache', `sprouts-prerender-${Date.now()}`);
        try {
          const moduleSettings = options.config();
          await build({
            ...moduleSettings,
            configFile: false,
            root,
            logLevel: 'warn',
            build: {
              ssr: options.entry,
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              target: 'node20',
              rolldownOptions: {
                external: options.browserOnly ?? [],
                output: { entryFileNames: ENTRY_FILE },
              },
            },
          });
          const renderer = (await import(
            pathToFileURL(join(serverDir, ENTRY_FILE)).href
          )) as PrerenderModule;
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          await writeFile(join(outDir, APP_SHELL_FILE), template);
          // Most pages share their styles (every topic page): each file is read, and each page
          // stylesheet written, once.
          const styleFiles = new Map<string, string>();
          const readStyle = (css: string) => {
            if (!styleFiles.has(css)) styleFiles.set(css, readFileSync(join(outDir, css), 'utf8'));
            return styleFiles.get(css) ?? '';
          };
          const written = new Set<string>();
          for (const path of await renderer.prerenderedPaths()) {
            const file = join(outDir, prerenderedFile(path));
            await mkdir(dirname(file), { recursive: true });
            const page = await renderer.renderPage(path);
            const assets = pageAssets(page.sources, chunks);
            const stylesheet = pageStylesheet(ownStyles(template, assets, base), readStyle);
            if (stylesheet && !written.has(stylesheet.file)) {
              await writeFile(join(outDir, stylesheet.file), stylesheet.css);
              written.add(stylesheet.file);
            }
            await writeFile(file, prerenderedHtml(template, page, assets, base, stylesheet));
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const accept = request.headers.accept ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (!accept.includes('text/html')) return next();
        const url = new URL(request.url ?? '/', 'http://localhost');
        const file = fileForNavigation(decodeURIComponent(url.pathname), (name) =>
          existsSync(join(dir, name)),
        );
        request.url = `/${file}${url.search}`;
        next();
      });
    },
  };
}
