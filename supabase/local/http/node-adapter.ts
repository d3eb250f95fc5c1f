import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** Largest request body accepted; bigger bodies get 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Edge functions and the mail API carry email attachments (worksheet PDFs of up to 5 MB, in
 * base64), so they take bigger bodies.
 */
export const ATTACHMENT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** The body limit of a request path. */
export function bodyLimitFor(pathname: string): number {
  return pathname.startsWith('/functions/v1/') || pathname === '/_local/mail/api/send'
    ? ATTACHMENT_BODY_LIMIT_BYTES
    : BODY_LIMIT_BYTES;
}
/** A too-large body is read and dropped up to this size, so the client can read the 413. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'expect',
  'x-forwarded-for',
]);

export type ReadResult =
  { ok: true; request: Request } | { ok: false; reason: 'too-large'; limitBytes: number };

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) req.destroy();
    });
    req.on('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks)));
    req.on('close', () => {
      if (!req.complete) resolve('too-large');
    });
    req.on('error', reject);
  });
}

/**
 * The request's address on `origin`, or undefined when its target is no URL at all (an
 * absolute-form target can be malformed).
 */
export function requestUrl(req: IncomingMessage, origin: string): URL | undefined {
  try {
    return new URL(req.url ?? '/', origin);
  } catch {
    return undefined;
  }
}

/** The request's headers without hop-by-hop ones, plus the caller's address as a proxy adds it. */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // What a proxy in front of the hosted services adds: the caller's address.
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? '127.0.0.1');
  return headers;
}

/**
 * The node request as a web Request at `url`, with its body read (within bodyLimitFor). The
 * method must be one a web Request can carry (not TRACE or CONNECT).
 */
export async function toWebRequest(req: IncomingMessage, url: URL): Promise<ReadResult> {
  const limitBytes = bodyLimitFor(url.pathname);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT_BYTES) return { ok: false, reason: 'too-large', limitBytes };
  const body = await readBody(req, limitBytes);
  if (body === 'too-large') return { ok: false, reason: 'too-large', limitBytes };

  const headers = requestHeaders(req);
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  const request = new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Uint8Array.from(body) } : {}),
  });
  return { ok: true, request };
}

/** Writes a web Response to the node response; `extraHeaders` are added unless already set. */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method: string,
  extraHeaders: Headers = new Headers(),
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  extraHeaders.forEach((value, name) => {
    headers[name] = value;
  });
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const noBody = method === 'HEAD' || response.status === 204 || response.status === 304;
  if (!noBody) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(noBody ? undefined : body);
}

/** Writes a web Response straight to a socket (a CONNECT request has no ServerResponse). */
export async function sendRawResponse(
  socket: Duplex,
  response: Response,
  extraHeaders: Headers = new Headers(),
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(extraHeaders);
  response.headers.forEach((value, name) => headers.set(name, value));
  headers.set('content-length', String(body.length));
  headers.set('connection', 'close');
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
  headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  // Closed once written: a socket that left the HTTP server would otherwise keep it from closing.
  socket.end(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]), () =>
    socket.destroy(),
  );
}
