import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultAuthSettings, type AuthConfig } from './auth/config';
import { HOSTED_CONFIG_FILE, readPasswordPolicy } from './auth/password-policy';
import { openDatabase, type LocalDatabase } from './db/database';
import { preparedDatabaseDump } from './db/prepared-dump';
import { readVerifyJwtSettings } from './functions/config-toml';
import { corsHeaders } from './http/cors';
import { jsonResponse } from './http/json';
import {
  requestHeaders,
  requestUrl,
  sendRawResponse,
  sendWebResponse,
  toWebRequest,
} from './http/node-adapter';
import {
  ANON_KEY,
  CARD_KEY_ID,
  CARD_KEY_SECRET,
  JWT_SECRET,
  MAIL_API_KEY,
  MAIL_FROM,
  PAYPAL_CLIENT_ID,
  PAYPAL_SECRET,
  SERVICE_ROLE_KEY,
  SUPPORT_EMAIL,
} from './keys';
import { openMailbox, type Mailbox } from './mail/mailbox';
import { refuseForbiddenMethod, routeRequest, type RouterDeps } from './router';
import { seedDemoParent } from './seed';
import './stand-ins';

export interface BackendOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default 54321. */
  port?: number;
  /** Where the database and the mailbox persist. Ignored with `memory`. Default .data/db */
  dataDir?: string;
  /** Keep everything in memory (tests, e2e). */
  memory?: boolean;
  /** The app's URL: default target of email links. Default http://127.0.0.1:5173 */
  appUrl?: string;
  /** bcrypt cost of new password hashes; tests use 4 for speed. Default 10. */
  bcryptCost?: number;
  /** Reuse window of a rotated refresh token in seconds. Default 10 (as hosted). */
  refreshTokenReuseSeconds?: number;
  /** Create the demo parent on an empty database. Default true. */
  seedDemo?: boolean;
  /** Log lines (errors, the start banner); default console.log. */
  log?: (line: string) => void;
}

export interface RunningBackend {
  url: string;
  port: number;
  appUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** True when this start created the demo parent. */
  seededDemo: boolean;
  db: LocalDatabase;
  mailbox: Mailbox;
  close(): Promise<void>;
}

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_PORT = 54321;
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173';
export const DEFAULT_DATA_DIR = join(repositoryRoot, '.data', 'db');

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The environment an edge function gets (hosted: project secrets). */
export function functionEnvironment(url: string, appUrl: string): Record<string, string> {
  return {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    MAIL_API_URL: `${url}/_local/mail/api/send`,
    MAIL_API_KEY,
    MAIL_FROM,
    SUPPORT_EMAIL,
    PAYPAL_API_BASE: `${url}/_local/paypal`,
    PAYPAL_CLIENT_ID,
    PAYPAL_SECRET,
    CARD_API_BASE: `${url}/_local/card`,
    CARD_KEY_ID,
    CARD_KEY_SECRET,
    APP_URL: appUrl,
    // The backend writes x-forwarded-for itself (http/node-adapter.ts), as a proxy would.
    TRUSTED_IP_HEADER: 'x-forwarded-for',
  };
}

/** Starts the embedded backend on 127.0.0.1: auth, REST, functions, mailbox, stand-ins. */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const log = options.log ?? ((line: string) => console.log(line));
  const appUrl = (options.appUrl ?? DEFAULT_APP_URL).replace(/\/+$/, '');
  const dataDir = options.memory ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR);
  const bcryptCost = options.bcryptCost ?? defaultAuthSettings.bcryptCost;

  if (dataDir) await mkdir(dataDir, { recursive: true });
  // In memory, start from a cached dump of the migrated database instead of running initdb
  // and every migration again (about a second saved per start; tests start many).
  const db = await openDatabase(
    dataDir
      ? { dataDir: join(dataDir, 'postgres') }
      : { loadDataDir: await preparedDatabaseDump() },
  );
  const mailbox = await openMailbox(dataDir ? join(dataDir, 'mailbox.json') : undefined);
  const seededDemo = options.seedDemo === false ? false : await seedDemoParent(db, bcryptCost);

  const server = createServer();
  const port = await listen(server, options.port ?? DEFAULT_PORT);
  const url = `http://127.0.0.1:${port}`;

  const authConfig: AuthConfig = {
    ...defaultAuthSettings,
    publicUrl: url,
    appUrl,
    jwtSecret: JWT_SECRET,
    bcryptCost,
    refreshTokenReuseSeconds:
      options.refreshTokenReuseSeconds ?? defaultAuthSettings.refreshTokenReuseSeconds,
    mailFrom: MAIL_FROM,
    passwordPolicy: readPasswordPolicy(HOSTED_CONFIG_FILE),
  };
  const deps: RouterDeps = {
    auth: { db, config: authConfig, sendMail: (mail) => mailbox.deliver(mail) },
    rest: { db, jwtSecret: JWT_SECRET },
    functions: {
      jwtSecret: JWT_SECRET,
      verifyJwt: readVerifyJwtSettings(HOSTED_CONFIG_FILE),
      env: functionEnvironment(url, appUrl),
      log,
    },
    mailbox,
    local: { publicUrl: url, appUrl, db },
    log,
  };

  /** Any request's answer, and the CORS headers that go with it (none for a function's own). */
  async function answer(req: IncomingMessage): Promise<{ response: Response; cors: Headers }> {
    const headers = requestHeaders(req);
    const target = requestUrl(req, url);
    if (!target) {
      return {
        response: jsonResponse(400, { message: 'Bad Request' }),
        cors: corsHeaders(headers),
      };
    }
    const refused = refuseForbiddenMethod(req.method ?? 'GET', target.pathname, headers);
    if (refused) return { response: refused, cors: corsHeaders(headers) };
    const read = await toWebRequest(req, target);
    if (!read.ok) {
      const refusal = jsonResponse(413, {
        message: `Request body is larger than ${read.limitBytes / (1024 * 1024)} MB`,
      });
      return { response: refusal, cors: corsHeaders(headers) };
    }
    const { response, cors } = await routeRequest(read.request, deps);
    return { response, cors: cors ? corsHeaders(read.request.headers) : new Headers() };
  }

  server.on('request', (req, res) => {
    void (async () => {
      try {
        const { response, cors } = await answer(req);
        await sendWebResponse(res, response, req.method ?? 'GET', cors);
      } catch (error) {
        log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"message":"Internal server error"}');
      }
    })();
  });
  // A CONNECT request never reaches 'request': it is refused here like TRACE.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    answer(req)
      .then(({ response, cors }) => sendRawResponse(socket, response, cors))
      .catch(() => socket.destroy());
  });
  // A request node cannot parse (a malformed line, headers too large): a JSON 400, without
  // the body when the request was a HEAD.
  server.on('clientError', (error: Error & { rawPacket?: Buffer }, socket) => {
    if (!socket.writable) return;
    const head = /^HEAD /i.test(error.rawPacket?.subarray(0, 5).toString('latin1') ?? '');
    const body = '{"message":"Bad Request"}';
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${head ? '' : body}`,
    );
  });

  return {
    url,
    port,
    appUrl,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    jwtSecret: JWT_SECRET,
    seededDemo,
    db,
    mailbox,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
