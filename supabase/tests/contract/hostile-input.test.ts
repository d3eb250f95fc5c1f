import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../local/jwt';
import type { RunningBackend } from '../../local/main';
import { bodyBytes } from './hostile/arbitraries';
import {
  authDoor,
  functionsDoor,
  hostileRequests,
  restDoor,
  type Credentials,
  type Door,
  type HostileRequest,
} from './hostile/doors';
import { rawHttp, signUpParent, startTestBackend } from './harness';

/**
 * Generated hostile input at every route of the three doors of the embedded backend: no answer
 * is a 5xx, every error answer is JSON in the door's documented shape, and the backend keeps
 * answering with no transaction left open. A failure prints the request and fast-check's seed.
 */

/** Requests per door: enough to meet every route with many kinds of input, in bounded time. */
const RUNS_PER_DOOR = 400;

let backend: RunningBackend;
let credentials: Credentials;

/** An access token as hosted Auth mints it, without a session (signing out cannot end it). */
function accessToken(sub: string, claims: Record<string, unknown> = {}, secret?: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, ...claims },
    secret ?? backend.jwtSecret,
  );
}

beforeAll(async () => {
  backend = await startTestBackend();
  const parent = await signUpParent(backend, 'hostile');
  const deleted = await signUpParent(backend, 'deleted');
  await backend.db.admin(async (tx) => {
    await tx.query(
      `update public.profiles set subscription_status = 'active',
         subscription_end_date = now() + interval '1 year' where id = $1`,
      [parent.userId],
    );
    await tx.query('update auth.users set email_confirmed_at = now() where id = $1', [
      parent.userId,
    ]);
    await tx.query('delete from auth.users where id = $1', [deleted.userId]);
  });
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: parent.userId, role: 'service_role' }),
  ).toString('base64url')}.`;
  credentials = {
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    tokens: [
      accessToken(parent.userId, { email: parent.email }),
      accessToken(parent.userId, { email: parent.email }),
      parent.accessToken,
      accessToken(deleted.userId),
      accessToken(parent.userId, { exp: now - 60 }),
      accessToken(parent.userId, { nbf: now + 24 * 3600 }),
      accessToken(parent.userId, { role: 'postgres' }),
      accessToken(parent.userId, {}, 'a-guessed-secret-that-is-at-least-32-characters'),
      unsigned,
      'not-a-jwt',
    ],
  };
});

afterAll(async () => {
  await backend?.close();
});

/** Why an answer breaks the rules, or undefined when it keeps them. */
function brokenRule(
  door: Door,
  request: HostileRequest,
  status: number,
  text: string,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400 || request.method === 'HEAD') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} without a JSON body`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `answered ${status} with JSON that is not an object`;
  }
  const problem = door.shapeProblem(request, status, body as Record<string, unknown>);
  return problem ? `answered ${status} with ${text.slice(0, 300)}: ${problem}` : undefined;
}

describe.each([functionsDoor, authDoor, restDoor])('hostile input to $name', (door) => {
  it(`answers ${RUNS_PER_DOOR} generated requests with a 4xx or a success, never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequests(door, credentials), async (request) => {
        const answer = await rawHttp(
          backend,
          request.method,
          request.path,
          request.headers,
          bodyBytes(request.body),
        );
        expect(brokenRule(door, request, answer.status, answer.text)).toBeUndefined();
        expect((await fetch(`${backend.url}/_local/health`)).status).toBe(200);
      }),
      { numRuns: RUNS_PER_DOOR },
    );
    expect(backend.db.isIdle()).toBe(true);
  }, 120_000);
});
