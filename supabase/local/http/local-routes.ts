import type { LocalDatabase } from '../db/database';

/** What a stand-in under /_local/ may use. */
export interface LocalRouteContext {
  /** This backend's base URL, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  /** The app's URL (default redirect target). */
  appUrl: string;
  db: LocalDatabase;
}

export type LocalRouteHandler = (request: Request, context: LocalRouteContext) => Promise<Response>;

const routes = new Map<string, LocalRouteHandler>();

/**
 * Serves every request whose path is `prefix` or starts with `prefix/` (e.g. '/_local/paypal')
 * with `handler`, on every backend started in this process. The handler sees the full URL.
 */
export function registerLocalRoute(prefix: string, handler: LocalRouteHandler): void {
  if (!/^\/_local\/[a-z0-9-]+$/.test(prefix)) {
    throw new Error(`A local route prefix looks like /_local/<name>: ${prefix}`);
  }
  routes.set(prefix, handler);
}

export function findLocalRoute(pathname: string): LocalRouteHandler | undefined {
  for (const [prefix, handler] of routes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return handler;
  }
  return undefined;
}
