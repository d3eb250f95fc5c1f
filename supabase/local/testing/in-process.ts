import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { defaultAuthSettings, type AuthConfig } from '../auth/config';
import { HOSTED_CONFIG_FILE, readPasswordPolicy } from '../auth/password-policy';
import { handleAuth, isOpenAuthRoute } from '../auth/routes';
import { openDatabase, type LocalDatabase } from '../db/database';
import { preparedDatabaseDump } from '../db/prepared-dump';
import { checkApiKey } from '../http/api-key';
import { signJwt } from '../jwt';
import { ANON_KEY, JWT_SECRET, MAIL_FROM } from '../keys';
import type { MailInput } from '../mail/message';
import { handleRest } from '../rest/routes';

/** Node 20 has no WebSocket; realtime is never used here, so it gets one that cannot open. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not available in these tests');
  }
}

export const BACKEND_URL = 'http://127.0.0.1:54399';
export const APP_URL = 'http://127.0.0.1:5199';

/**
 * The auth and REST handlers on a fresh database, reached through a `fetch` that calls them
 * in-process: supabase-js can talk to them without sockets, which keeps module tests fast.
 * (The contract tests run the real HTTP server.)
 */
export interface InProcessBackend {
  db: LocalDatabase;
  mails: MailInput[];
  fetch: typeof fetch;
  /**
   * A supabase-js client on the backend; `accessToken` makes it act as that user, and `network`
   * stands between the client and the backend (to lose, delay or fail requests).
   */
  client(options?: {
    key?: string;
    accessToken?: string;
    network?: (backend: typeof fetch) => typeof fetch;
  }): SupabaseClient;
  close(): Promise<void>;
}

export async function startInProcess(
  settings: Partial<
    Pick<AuthConfig, 'refreshTokenReuseSeconds' | 'emailLinkSeconds' | 'passwordPolicy'>
  > = {},
): Promise<InProcessBackend> {
  const db = await openDatabase({ loadDataDir: await preparedDatabaseDump() });
  const mails: MailInput[] = [];
  const config: AuthConfig = {
    ...defaultAuthSettings,
    publicUrl: BACKEND_URL,
    appUrl: APP_URL,
    jwtSecret: JWT_SECRET,
    bcryptCost: 4,
    mailFrom: MAIL_FROM,
    passwordPolicy: readPasswordPolicy(HOSTED_CONFIG_FILE),
    ...settings,
  };
  const authDeps = { db, config, sendMail: async (mail: MailInput) => mails.push(mail) };

  const inProcessFetch = async (
    input: RequestInfo | URL,
    init?: RequestInit,
  ): Promise<Response> => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const auth = /^\/auth\/v1(\/.*)$/.exec(pathname)?.[1];
    const rest = /^\/rest\/v1(\/.*)$/.exec(pathname)?.[1];
    if (auth !== undefined && isOpenAuthRoute(auth, request.method)) {
      return handleAuth(request, auth, authDeps);
    }
    const key = checkApiKey(request, JWT_SECRET);
    if (!key.ok) return key.response;
    if (auth !== undefined) return handleAuth(request, auth, authDeps);
    if (rest !== undefined)
      return handleRest(request, rest, key.claims, { db, jwtSecret: JWT_SECRET });
    return new Response('{"message":"no Route matched with those values"}', { status: 404 });
  };

  return {
    db,
    mails,
    fetch: inProcessFetch as typeof fetch,
    client: ({ key = ANON_KEY, accessToken, network = (backend: typeof fetch) => backend } = {}) =>
      createClient(BACKEND_URL, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: network(inProcessFetch as typeof fetch) },
        realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
        ...(accessToken ? { accessToken: async () => accessToken } : {}),
      }),
    close: () => db.close(),
  };
}

/** An access token for `userId` as the auth service would mint it. */
export function userToken(userId: string, expiresInSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: userId,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + expiresInSeconds,
    },
    JWT_SECRET,
  );
}

/** A user straight in auth.users (the sign-up trigger makes the profile). */
export async function createUser(
  db: LocalDatabase,
  email: string,
  metadata: Record<string, unknown> = { name: 'Sam', grade: 'Kindergarten-1' },
): Promise<string> {
  return db.admin(async (tx) => {
    const result = await tx.query<{ id: string }>(
      'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
      [email, metadata],
    );
    return (result.rows[0] as { id: string }).id;
  });
}
