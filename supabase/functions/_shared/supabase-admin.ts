import { requireEnv, trimBase, type Env } from './env.ts';
import { fetchUpstream, isRecord, readProviderJson } from './http.ts';

/** A PostgREST error answer: the status and Postgres' (or PostgREST's) error code. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** PostgREST query parameters: `select`, filters like `{order_id: 'eq.abc'}`, `order`, `limit`. */
export type RestQuery = Record<string, string>;

/**
 * The database through the project's REST API with the service role key: the only writer of
 * payments, subscriptions and contact messages. Plain `fetch`, so it runs in Deno and Node alike.
 */
export interface AdminRest {
  select<T>(table: string, query: RestQuery): Promise<T[]>;
  /** Inserts one row and returns the columns named by `select`. */
  insert<T>(table: string, row: Record<string, unknown>, select: string): Promise<T>;
  /** Updates the rows matching `filters`; returns how many changed. */
  update(table: string, filters: RestQuery, patch: Record<string, unknown>): Promise<number>;
  /** Deletes the rows matching `filters`; returns how many went. */
  remove(table: string, filters: RestQuery): Promise<number>;
  rpc<T>(fn: string, args: Record<string, unknown>): Promise<T>;
}

const UNAVAILABLE = 'The service is unavailable right now. Please try again.';

export function createAdminRest(env: Env): AdminRest {
  const config = requireEnv(env, ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']);
  const base = `${trimBase(config.SUPABASE_URL)}/rest/v1`;
  const headers = {
    apikey: config.SUPABASE_SERVICE_ROLE_KEY,
    authorization: `Bearer ${config.SUPABASE_SERVICE_ROLE_KEY}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };

  async function call(path: string, query: RestQuery, init: RequestInit): Promise<unknown> {
    const url = `${base}/${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    const response = await fetchUpstream(
      url,
      { ...init, headers: { ...headers, ...init.headers } },
      UNAVAILABLE,
    );
    const body = await readProviderJson(response);
    if (!response.ok) {
      const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
      const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
      throw new RestError(
        response.status,
        code,
        `${init.method ?? 'GET'} ${path}: ${response.status} ${message}`,
      );
    }
    return body;
  }

  return {
    async select<T>(table: string, query: RestQuery) {
      const rows = await call(table, query, { method: 'GET' });
      if (!Array.isArray(rows)) throw new RestError(502, undefined, `GET ${table}: not a list`);
      return rows as T[];
    },
    async insert<T>(table: string, row: Record<string, unknown>, select: string) {
      const rows = await call(
        table,
        { select },
        { method: 'POST', body: JSON.stringify(row), headers: { prefer: 'return=representation' } },
      );
      if (!Array.isArray(rows) || rows.length !== 1) {
        throw new RestError(502, undefined, `POST ${table}: expected one row`);
      }
      return rows[0] as T;
    },
    async update(table: string, filters: RestQuery, patch: Record<string, unknown>) {
      const rows = await call(
        table,
        { ...filters, select: 'id' },
        {
          method: 'PATCH',
          body: JSON.stringify(patch),
          headers: { prefer: 'return=representation' },
        },
      );
      return Array.isArray(rows) ? rows.length : 0;
    },
    async remove(table: string, filters: RestQuery) {
      const rows = await call(
        table,
        { ...filters, select: 'id' },
        { method: 'DELETE', headers: { prefer: 'return=representation' } },
      );
      return Array.isArray(rows) ? rows.length : 0;
    },
    async rpc<T>(fn: string, args: Record<string, unknown>) {
      return (await call(`rpc/${fn}`, {}, { method: 'POST', body: JSON.stringify(args) })) as T;
    },
  };
}
