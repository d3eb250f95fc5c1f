import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** What a stand-in may learn from the backend serving it. */
export interface StandInContext {
  /** The backend's public base URL, e.g. http://127.0.0.1:54321 */
  publicUrl?: string;
}

export type StandInHandler = (request: Request, context?: StandInContext) => Promise<Response>;

/** The browser checkout scripts call the stand-ins from the app's origin. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, paypal-request-id, prefer, accept, x-client-info',
};

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...CORS, ...headers },
  });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: { ...CORS, 'access-control-max-age': '600' } });
}

export function javascript(source: string): Response {
  return new Response(source, {
    status: 200,
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
      ...CORS,
    },
  });
}

/** The JSON body, `{}` when empty, undefined when it is not JSON. */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `user:password` of an `Authorization: Basic` header. */
export function basicCredentials(request: Request): { user: string; password: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` characters from `alphabet`, like the providers' own ids. */
export function randomId(length: number, alphabet: string = ALPHANUMERIC): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

/** A browser script next to this file, read once. */
export function browserScript(fileName: string): () => Promise<string> {
  let source: Promise<string> | undefined;
  return () => {
    source ??= readFile(new URL(`./${fileName}`, import.meta.url), 'utf8');
    return source;
  };
}

/** The base URL the stand-in is reached at, for links in its answers. */
export function publicBase(request: Request, context: StandInContext | undefined): string {
  return (context?.publicUrl ?? new URL(request.url).origin).replace(/\/+$/, '');
}
