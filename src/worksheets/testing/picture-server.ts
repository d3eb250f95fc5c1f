import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PICTURE_URLS from 'virtual:sprouts/picture-urls';
import { getPictureSvg } from '@/domain/pictures';

export interface PictureServer {
  /** The server's origin, standing in for the app's. */
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves the picture files at the URLs the build gives them, as the app's host does. */
export async function startPictureServer(): Promise<PictureServer> {
  const byPath = new Map(Object.entries(PICTURE_URLS).map(([name, url]) => [url, name]));
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const name = byPath.get(path);
    const svg = name ? getPictureSvg(name) : undefined;
    if (!svg) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * `fetch` for a page whose host is not running (jsdom's): the app's picture files are read
 * from `server` over HTTP, everything else goes where it was going.
 */
export function fetchingPicturesFrom(server: PictureServer, next: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.startsWith('/assets/pictures/')) return next(input, init);
    return next(`${server.origin}${url.pathname}`, init);
  };
}
