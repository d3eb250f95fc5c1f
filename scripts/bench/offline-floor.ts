/**
 * Reference pages for the offline-start figure: the same harness on a page with one button and
 * no framework, and on the same page rendered by React. They show what any page, and any React
 * page, costs on this machine before its first item, so the app's figure can be read against them.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview, type InlineConfig } from 'vite';

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

/** The reference pages built into outDir and served on port, until `close`. */
export async function serveFloorPages(
  outDir: string,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  await buildFloorPages(outDir);
  const server = await preview({
    ...config(outDir),
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
