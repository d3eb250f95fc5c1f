import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { APP_SHELL_FILE, fileForNavigation } from '../../scripts/vite/prerender-html';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The production build served on a port of its own, with a service worker whose version the
 * test can bump: a browser then finds a new worker waiting, as after a deployment. A separate
 * origin keeps the other tests' workers out of it.
 */
export interface BuildServer {
  url: string;
  /** Serves a changed sw.js from now on. */
  deployNewVersion(): void;
  close(): Promise<void>;
}

export async function serveBuild(dir: string): Promise<BuildServer> {
  let version = 0;
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const exists = (name: string) => {
      const file = normalize(join(dir, name));
      return file.startsWith(normalize(dir)) && existsSync(file) && statSync(file).isFile();
    };
    // As a well-set host: a prerendered page for its address, the app shell for the others.
    const name = exists(path) ? path : fileForNavigation(path, exists);
    const file = join(dir, exists(name) ? name : APP_SHELL_FILE);
    let body: Buffer | string = readFileSync(file);
    if (path === '/sw.js' && version > 0) body = `${body.toString()}\n// version ${version}\n`;
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': path === '/sw.js' ? 'no-cache' : 'public, max-age=0',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deployNewVersion() {
      version += 1;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
