/**
 * Reference pages for the offline-start figure: the same harness on a page with one button and
 * no framework, and on the same page rendered by React. They show what any page, and any React
 * page, costs on this machine before its first item, so the app's figure can be read against them.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser } from '@playwright/test';
import { build, preview, type InlineConfig } from 'vite';
import { measureOfflineStart } from './offline-start';
import type { OfflineFloorResults } from './results';

const root = fileURLToPath(new URL('./offline-floor', import.meta.url));

function config(outDir: string): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: {
          index: `${root}/index.html`,
          plain: `${root}/plain/index.html`,
          react: `${root}/react/index.html`,
        },
      },
    },
  };
}

/** Builds the reference pages (and their service worker) into outDir. */
export async function buildFloorPages(outDir: string): Promise<void> {
  await build(config(outDir));
}

export async function measureOfflineFloor(
  browser: Browser,
  outDir: string,
  port: number,
  runs: number,
): Promise<OfflineFloorResults> {
  await buildFloorPages(outDir);
  const server = await preview({
    ...config(outDir),
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    return {
      plain: await measureOfflineStart(browser, url, '/plain/', runs),
      react: await measureOfflineStart(browser, url, '/react/', runs),
    };
  } finally {
    await server.close();
  }
}
