import fc from 'fast-check';
import {
  hostileBody,
  hostileHeader,
  hostileHeaders,
  hostileMethod,
  hostileQuery,
  hostileSegment,
  type BodySpec,
} from './arbitraries';

/**
 * The three doors of the embedded backend as the hostile-input suite sees them: their routes
 * with the fields their bodies take, the query parameters and headers they read, and the shape
 * every error answer must have (wire-contracts.md, docs/backend.md).
 */

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: BodySpec;
}

interface Route {
  /** The path after the door's prefix. */
  path: fc.Arbitrary<string>;
  /** The methods the route answers: most requests use one of them. */
  methods: readonly string[];
  fields: readonly string[];
}

export interface Door {
  name: string;
  prefix: string;
  routes: readonly Route[];
  query: fc.Arbitrary<string>;
  /** Sizes of huge bodies: past the door's limit, so some must be refused with 413. */
  hugeSizes: readonly number[];
  /** Why an error body does not have the door's shape, or undefined when it does. */
  shapeProblem(
    request: HostileRequest,
    status: number,
    body: Record<string, unknown>,
  ): string | undefined;
}

/** The keys and tokens a caller may present, from the running backend. */
export interface Credentials {
  anonKey: string;
  serviceRoleKey: string;
  /** Access tokens: a subscribed parent's, a deleted user's, expired, not yet valid, forged, ... */
  tokens: readonly string[];
}

const plain = (path: string): fc.Arbitrary<string> => fc.constant(path);

const POST = ['POST'];
const GET = ['GET'];

const isText = (value: unknown): value is string => typeof value === 'string';

/** The gateway's own refusals (no or a bad API key, a body too large, a request it cannot parse). */
function gatewayShape(body: Record<string, unknown>): boolean {
  return (
    isText(body.message) && Object.keys(body).every((key) => key === 'message' || key === 'hint')
  );
}

function wantsVersionedAuth(headers: Record<string, string>): boolean {
  const version = headers['x-supabase-api-version'];
  return version !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= '2024-01-01';
}

const GRADES = ['nursery', 'k1', 'k2', 'K1'];
const VOLUMES = ['v1', 'v2', 'v4', 'v5'];

export const functionsDoor: Door = {
  name: 'the api function',
  prefix: '/functions/v1/api',
  routes: [
    {
      path: plain('/contact'),
      methods: POST,
      fields: ['id', 'name', 'email', 'subject', 'message', 'website'],
    },
    { path: plain('/order'), methods: POST, fields: ['amount', 'currency', 'receipt'] },
    {
      path: plain('/order/validate'),
      methods: POST,
      fields: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'],
    },
    { path: plain('/api/orders'), methods: POST, fields: ['cart'] },
    {
      path: hostileSegment(['PAYPAL-1', 'X']).map((id) => `/api/orders/${id}/capture`),
      methods: POST,
      fields: [],
    },
    {
      path: plain('/worksheets/email'),
      methods: POST,
      fields: ['title', 'attachments', 'filename', 'content'],
    },
    { path: plain('/content'), methods: GET, fields: [] },
    {
      path: fc
        .tuple(hostileSegment(GRADES), hostileSegment(VOLUMES))
        .map(([grade, volume]) => `/content/${grade}/${volume}`),
      methods: GET,
      fields: [],
    },
    {
      path: hostileSegment(['nothing', 'api']).map((segment) => `/${segment}`),
      methods: POST,
      fields: [],
    },
  ],
  // With the version tag most of the time; without it, or with another, now and then.
  query: fc.oneof(
    {
      weight: 4,
      arbitrary: hostileQuery(['version'], ['v1']).map((query) => `version=v1&${query}`),
    },
    { weight: 1, arbitrary: hostileQuery(['version', 'v'], ['v1', 'v2', '']) },
  ),
  hugeSizes: [70 * 1024, 1024 * 1024],
  shapeProblem(_request, _status, body) {
    if (isText(body.error)) return undefined;
    if (isText(body.code) && isText(body.message)) return undefined; // the functions host
    return gatewayShape(body) ? undefined : "not {error} nor the host's {code, message}";
  },
};

export const authDoor: Door = {
  name: 'Auth',
  prefix: '/auth/v1',
  routes: [
    {
      path: plain('/signup'),
      methods: POST,
      fields: ['email', 'password', 'data', 'gotrue_meta_security', 'code_challenge'],
    },
    { path: plain('/token'), methods: POST, fields: ['email', 'password', 'refresh_token'] },
    { path: plain('/user'), methods: ['GET', 'PUT'], fields: ['email', 'password', 'data'] },
    { path: plain('/resend'), methods: POST, fields: ['email', 'type'] },
    { path: plain('/recover'), methods: POST, fields: ['email'] },
    { path: plain('/logout'), methods: POST, fields: [] },
    {
      path: plain('/verify'),
      methods: ['GET', 'POST'],
      fields: ['type', 'token_hash', 'token', 'email'],
    },
    { path: plain('/settings'), methods: GET, fields: [] },
    { path: plain('/health'), methods: GET, fields: [] },
    {
      path: hostileSegment(['nowhere', 'admin']).map((segment) => `/${segment}`),
      methods: GET,
      fields: [],
    },
  ],
  query: hostileQuery(
    ['grant_type', 'grant_type', 'redirect_to', 'scope', 'token', 'type'],
    [
      'password',
      'refresh_token',
      'pkce',
      'http://127.0.0.1:5173/profile',
      'https://evil.example/',
      'javascript:alert(1)',
      'global',
      'local',
      'others',
      'signup',
      'recovery',
      'email_change',
    ],
  ),
  hugeSizes: [1100 * 1024],
  shapeProblem(request, status, body) {
    if (!('code' in body) && !('error_code' in body)) {
      return gatewayShape(body) ? undefined : "not a GoTrue error nor the gateway's {message}";
    }
    if (wantsVersionedAuth(request.headers)) {
      return isText(body.code) && isText(body.message) ? undefined : 'not {code, message}';
    }
    return body.code === status && isText(body.error_code) && isText(body.msg)
      ? undefined
      : 'not the legacy {code, error_code, msg}';
  },
};

const TABLES: Record<string, readonly string[]> = {
  profiles: [
    'id',
    'email',
    'name',
    'grade',
    'subscription_status',
    'settings',
    'subscription_end_date',
  ],
  payments: [
    'id',
    'user_id',
    'provider',
    'order_id',
    'amount',
    'currency',
    'status',
    'provider_response',
  ],
  progress_events: [
    'id',
    'user_id',
    'grade',
    'volume',
    'topic',
    'score',
    'stars',
    'skills',
    'finished_at',
  ],
  contact_messages: ['id', 'name', 'email', 'subject', 'message', 'ip', 'mail_status'],
  worksheet_emails: ['id', 'user_id', 'attachments', 'bytes', 'mail_status'],
};

const FUNCTIONS: Record<string, readonly string[]> = {
  has_active_subscription: ['uid'],
  activate_subscription: ['p_user_id', 'p_order_id', 'p_payment_id'],
  claim_worksheet_email: ['p_user_id', 'p_attachments', 'p_bytes'],
};

const COLUMNS = [...new Set(Object.values(TABLES).flat())];

export const restDoor: Door = {
  name: 'REST',
  prefix: '/rest/v1',
  routes: [
    ...Object.entries(TABLES).map(([table, fields]) => ({
      path: plain(`/${table}`),
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      fields,
    })),
    ...Object.entries(FUNCTIONS).map(([name, fields]) => ({
      path: plain(`/rpc/${name}`),
      methods: ['POST', 'GET'],
      fields,
    })),
    {
      path: hostileSegment(['users', 'rpc']).map((segment) => `/${segment}`),
      methods: ['GET', 'POST'],
      fields: COLUMNS,
    },
    {
      path: hostileSegment(['version']).map((segment) => `/rpc/${segment}`),
      methods: POST,
      fields: ['a'],
    },
  ],
  query: hostileQuery(
    ['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', ...COLUMNS],
    [
      '*',
      'id,name',
      'alias:name',
      'payments(*)',
      'name->>x',
      'id.desc.nullslast',
      '10',
      '-1',
      '99999999999999999999',
      'eq.1',
      'neq.x',
      'in.(1,2',
      'is.null',
      'is.maybe',
      'like.*a*',
      'cs.{a}',
      'not.eq.x',
      '(name.eq.a,grade.eq.b)',
      '(name.eq.a',
      'fts.x',
    ],
  ),
  hugeSizes: [1100 * 1024],
  shapeProblem(_request, _status, body) {
    const postgrest =
      isText(body.code) &&
      isText(body.message) &&
      'details' in body &&
      'hint' in body &&
      (body.details === null || isText(body.details)) &&
      (body.hint === null || isText(body.hint));
    return postgrest || gatewayShape(body) ? undefined : 'not {code, message, details, hint}';
  },
};

/** Hostile requests for one door, with the keys and tokens a caller may hold. */
export function hostileRequests(
  door: Door,
  credentials: Credentials,
): fc.Arbitrary<HostileRequest> {
  const [parentToken = '', ...otherTokens] = credentials.tokens;
  const headers = hostileHeaders({
    apikey: hostileHeader([credentials.anonKey, credentials.serviceRoleKey, 'not-a-key'], 1),
    authorization: hostileHeader(
      [parentToken, ...otherTokens, credentials.anonKey, credentials.serviceRoleKey, '', 'a b']
        .map((token) => `Bearer ${token}`.trim())
        .concat(['Basic dXNlcjpwYXNz']),
      2,
    ),
    'content-type': hostileHeader(
      [
        'application/json',
        'application/json;charset=UTF-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ],
      2,
    ),
    accept: hostileHeader([
      'application/json',
      'application/vnd.pgrst.object+json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'text/csv',
      '*/*',
    ]),
    prefer: hostileHeader([
      'return=representation',
      'return=minimal, count=exact',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates,missing=default',
      'tx=rollback',
    ]),
    range: hostileHeader(['0-9', '5-', '9-1', 'items=0-0', '99999999999999999999-1']),
    'x-supabase-api-version': hostileHeader(['2024-01-01', '2023-01-01', '2099-12-31'], 1),
    'accept-profile': hostileHeader(['public', 'auth'], 1),
    'content-profile': hostileHeader(['public', 'storage'], 1),
    'x-forwarded-for': hostileHeader(['192.0.2.1', '10.0.0.1, 192.0.2.9', 'eq.1,or(ip.is.null)']),
    'x-real-ip': hostileHeader(['192.0.2.77', '::1']),
    'cf-connecting-ip': hostileHeader(['192.0.2.78']),
    origin: hostileHeader(['http://127.0.0.1:5173', 'https://evil.example', 'null']),
  });
  return fc
    .constantFrom(...door.routes)
    .chain((route) =>
      fc.record({
        method: hostileMethod(route.methods),
        path: route.path,
        query: door.query,
        headers,
        body: hostileBody(route.fields, door.hugeSizes),
      }),
    )
    .map(({ method, path, query, headers: sent, body }) => ({
      method,
      path: `${door.prefix}${path}${query ? `?${query}` : ''}`,
      headers: sent,
      body,
    }));
}
