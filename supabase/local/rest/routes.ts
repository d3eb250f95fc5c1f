import type { LocalDatabase } from '../db/database';
import type { JwtClaims } from '../jwt';
import { restRole } from './caller';
import { catalogOf } from './catalog';
import type { RestRequest } from './context';
import {
  RestError,
  fromDatabaseError,
  isDatabaseError,
  restErrorResponse,
  restErrors,
} from './errors';
import { negotiate, parsePrefer } from './negotiation';
import { readRows } from './read';
import { callFunction } from './rpc';
import { deleteRows, insertRows, updateRows } from './write';

export interface RestDeps {
  db: LocalDatabase;
  jwtSecret: string;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

/** The `Allow` header of a 405: the methods above and preflights. */
export const REST_METHODS = [...METHODS, 'OPTIONS'].join(', ');

function checkSchema(request: Request): void {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const profile = request.headers.get(reading ? 'accept-profile' : 'content-profile');
  if (profile !== null && profile !== 'public') throw restErrors.schema(profile);
}

/** A path segment as a name; a malformed escape is kept as typed (and then matches nothing). */
function decodeName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function route(rest: RestRequest, subpath: string): Promise<Response> {
  const method = rest.request.method;
  const rpc = /^\/rpc\/([^/]+)$/.exec(subpath);
  if (rpc) {
    if (method === 'PATCH' || method === 'DELETE') throw restErrors.method(method);
    return callFunction(rest, decodeName(rpc[1] as string));
  }
  const match = /^\/([^/]+)$/.exec(subpath);
  const name = decodeName(match ? (match[1] as string) : subpath.replace(/^\//, ''));
  const table = match ? rest.catalog.tables.get(name) : undefined;
  if (!table) throw restErrors.unknownTable(name);
  if (method === 'GET' || method === 'HEAD') return readRows(rest, table);
  if (method === 'POST') return insertRows(rest, table);
  if (method === 'PATCH') return updateRows(rest, table);
  return deleteRows(rest, table);
}

/**
 * Serves one request under /rest/v1 (`subpath` is the rest of the path) the way PostgREST
 * does: one transaction as the caller's role with its JWT claims, so grants and RLS decide.
 */
export async function handleRest(
  request: Request,
  subpath: string,
  apiKeyClaims: JwtClaims,
  deps: RestDeps,
): Promise<Response> {
  let role: RestRequest['role'] | undefined;
  try {
    if (!METHODS.has(request.method)) throw restErrors.method(request.method);
    role = restRole(request, apiKeyClaims, deps.jwtSecret);
    checkSchema(request);
    const rest: RestRequest = {
      request,
      url: new URL(request.url),
      db: deps.db,
      catalog: await catalogOf(deps.db),
      role,
      preferences: parsePrefer(request.headers.get('prefer')),
      representation: negotiate(request.headers.get('accept')),
    };
    return await route(rest, subpath);
  } catch (error) {
    if (error instanceof RestError) {
      const jwtProblem = error.code === 'PGRST301' || error.code === 'PGRST303';
      const headers: Record<string, string> = jwtProblem
        ? {
            'www-authenticate': `Bearer error="invalid_token", error_description="${error.message}"`,
          }
        : {};
      if (error.code === 'PGRST117') {
        headers.allow = subpath.startsWith('/rpc/') ? 'GET, HEAD, POST, OPTIONS' : REST_METHODS;
      }
      return restErrorResponse(error, headers);
    }
    if (isDatabaseError(error))
      return restErrorResponse(fromDatabaseError(error, role?.role ?? 'anon'));
    throw error;
  }
}
