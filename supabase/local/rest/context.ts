import type { LocalDatabase, RoleContext } from '../db/database';
import type { Catalog } from './catalog';
import type { Preferences, Representation } from './negotiation';

/** One request to /rest/v1 after the gateway, JWT and header checks. */
export interface RestRequest {
  request: Request;
  url: URL;
  db: LocalDatabase;
  catalog: Catalog;
  role: RoleContext;
  preferences: Preferences;
  representation: Representation;
}

/** PostgREST's max-rows (config.toml [api] max_rows): no read returns more. */
export const MAX_ROWS = 1000;

/** What a statement produced: the rows as JSON text (when returned) and how many there were. */
export interface StatementResult {
  count: number;
  /** The rows as a JSON array text, when the request wants them. */
  body?: string;
  /** The first row as JSON text (for single-object answers). */
  first?: string | null;
}

/** The JSON of the rows of `source` (a subquery producing the selected columns). */
export function aggregateSql(source: string, stripNulls: boolean): string {
  const row = stripNulls ? 'json_strip_nulls(to_json(_t))' : 'to_json(_t)';
  return `select coalesce(json_agg(${row}), '[]')::text as body, (json_agg(${row}) -> 0)::text as first,
    count(*)::int as count from (${source}) _t`;
}

/** The response body and content type of rows, as an array or (single) as one object. */
export function rowsResponse(
  status: number,
  result: StatementResult,
  single: boolean,
  headers: Record<string, string> = {},
): Response {
  const contentType = single
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  return new Response(single ? (result.first ?? 'null') : (result.body ?? '[]'), {
    status,
    headers: { 'content-type': contentType, ...headers },
  });
}
