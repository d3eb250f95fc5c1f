import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ProgressEventInsert } from '../../../src/backend/progress-events';
import { startBackend, type RunningBackend } from '../../local/main';

/** An in-memory backend on a free port, fast bcrypt, strict refresh-token reuse. */
export function startTestBackend(): Promise<RunningBackend> {
  return startBackend({
    port: 0,
    memory: true,
    bcryptCost: 4,
    refreshTokenReuseSeconds: 0,
    appUrl: 'http://127.0.0.1:5173',
    log: () => undefined,
  });
}

/** Node 20 has no WebSocket and Sprouts uses no realtime: constructing one is a test error. */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not part of the embedded backend');
  }
}

/** A browser-like client without storage, timers or realtime. */
export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
}

export function clientFor(backend: RunningBackend, key = backend.anonKey): SupabaseClient {
  return createTestClient(backend.url, key);
}

let counter = 0;

/** A unique email per call, so tests in one backend never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.test`;
}

export const PASSWORD = 'correct-horse-9';

export interface SignedUp {
  client: SupabaseClient;
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export async function signUpParent(
  backend: RunningBackend,
  label: string,
  data: Record<string, unknown> = { name: 'Sam', grade: 'Kindergarten-1' },
): Promise<SignedUp> {
  const client = clientFor(backend);
  const email = uniqueEmail(label);
  const { data: result, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data },
  });
  if (error || !result.session || !result.user) throw error ?? new Error('no session');
  return {
    client,
    email,
    userId: result.user.id,
    accessToken: result.session.access_token,
    refreshToken: result.session.refresh_token,
  };
}

export interface MailSummary {
  id: string;
  to: string[];
  from: string;
  reply_to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: { filename: string; content_type: string; size: number }[];
  created_at: string;
}

export async function mailTo(backend: RunningBackend, address: string): Promise<MailSummary[]> {
  const response = await fetch(`${backend.url}/_local/mail.json`);
  const all = (await response.json()) as MailSummary[];
  return all.filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address));
}

/** The auth link (…/auth/v1/verify?…&type=<type>…) of the newest mail to `address`. */
export async function latestAuthLink(
  backend: RunningBackend,
  address: string,
  type: 'signup' | 'recovery' | 'email_change',
): Promise<string> {
  for (const mail of await mailTo(backend, address)) {
    const link = mail.links.find(
      (candidate) =>
        candidate.includes('/auth/v1/verify?') &&
        new URL(candidate).searchParams.get('type') === type,
    );
    if (link) return link;
  }
  throw new Error(`No ${type} link mailed to ${address}`);
}

/** Follows an email link without following the redirect; returns the Location's hash parameters. */
export async function followLink(
  link: string,
): Promise<{ location: URL; hash: URLSearchParams; status: number }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'http://invalid.test/');
  return { location, hash: new URLSearchParams(location.hash.slice(1)), status: response.status };
}

/** A raw request with the anon key (for shapes the client hides). */
export function rawFetch(
  backend: RunningBackend,
  path: string,
  init: RequestInit & { key?: string | null } = {},
): Promise<Response> {
  const { key = backend.anonKey, headers, ...rest } = init;
  const all = new Headers(headers);
  if (key !== null && !all.has('apikey')) all.set('apikey', key);
  if (key !== null && !all.has('authorization')) all.set('authorization', `Bearer ${key}`);
  return fetch(`${backend.url}${path}`, { ...rest, headers: all });
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request over node:http, which sends any method fetch refuses (TRACE, CONNECT) and the
 * body as given. A CONNECT answer arrives on the 'connect' event.
 */
export function rawHttp(
  backend: RunningBackend,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // node sends a GET or HEAD body without a length unless told: the server would then read
    // it as the next request.
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const request = httpRequest(`${backend.url}${path}`, {
      method,
      headers: { ...length, ...headers },
    });
    const collect = (response: IncomingMessage, stream: Readable, head?: Buffer) => {
      const chunks: Buffer[] = head ? [head] : [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      stream.on('error', reject);
    };
    request.on('response', (response) => collect(response, response));
    request.on('connect', (response, socket, head) => {
      collect(response, socket, head);
      socket.on('end', () => socket.destroy());
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A finished round of `userId` as the app sends it, with a fresh id. */
export function progressEventOf(
  userId: string,
  overrides: Partial<ProgressEventInsert> = {},
): ProgressEventInsert {
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    child_id: null,
    grade: 'k1',
    volume: 'v1',
    subject: 'maths',
    topic: 'count-to-10',
    kind: 'counting',
    score: 7,
    max_score: 8,
    stars: 2,
    duration_ms: 61_000,
    finished_at: '2026-04-01T10:00:00.000Z',
    skills: null,
    ...overrides,
  };
}
