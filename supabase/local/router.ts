import { handleAuth, isOpenAuthRoute, refuseAuthMethod } from './auth/routes';
import type { AuthDeps } from './auth/config';
import { functionResponses, handleFunctions, type FunctionsHostDeps } from './functions/host';
import { checkApiKey } from './http/api-key';
import { preflightResponse } from './http/cors';
import { jsonResponse } from './http/json';
import { findLocalRoute, type LocalRouteContext } from './http/local-routes';
import type { Mailbox } from './mail/mailbox';
import { handleMail } from './mail/routes';
import { restErrorResponse, restErrors } from './rest/errors';
import type { RestDeps } from './rest/routes';
import { REST_METHODS, handleRest } from './rest/routes';

export interface RouterDeps {
  auth: AuthDeps;
  rest: RestDeps;
  functions: FunctionsHostDeps;
  mailbox: Mailbox;
  local: LocalRouteContext;
  log: (line: string) => void;
}

export interface RoutedResponse {
  response: Response;
  /** False for a function's own response: it sets its own CORS headers, as hosted. */
  cors: boolean;
}

function underPrefix(pathname: string, prefix: string): string | undefined {
  if (pathname === prefix) return '';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

async function route(request: Request, deps: RouterDeps): Promise<Response> {
  const { pathname } = new URL(request.url);
  const functionsPath = underPrefix(pathname, '/functions/v1');
  if (functionsPath !== undefined) return handleFunctions(request, functionsPath, deps.functions);
  // Outside the functions host, preflights are answered here.
  if (request.method === 'OPTIONS') return preflightResponse();

  const authPath = underPrefix(pathname, '/auth/v1');
  if (authPath !== undefined) {
    if (!isOpenAuthRoute(authPath, request.method)) {
      const key = checkApiKey(request, deps.auth.config.jwtSecret);
      if (!key.ok) return key.response;
    }
    return handleAuth(request, authPath, deps.auth);
  }
  const restPath = underPrefix(pathname, '/rest/v1');
  if (restPath !== undefined) {
    const key = checkApiKey(request, deps.rest.jwtSecret);
    if (!key.ok) return key.response;
    return handleRest(request, restPath, key.claims, deps.rest);
  }

  if (pathname === '/_local/health') {
    return request.method === 'GET' || request.method === 'HEAD'
      ? jsonResponse(200, { ok: true })
      : jsonResponse(405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
  }
  if (underPrefix(pathname, '/_local/mail') !== undefined || pathname === '/_local/mail.json') {
    return handleMail(request, deps.mailbox);
  }
  const local = findLocalRoute(pathname);
  if (local) return local(request, deps.local);
  return jsonResponse(404, { message: 'no Route matched with those values' });
}

/** Methods the Fetch standard forbids: no web Request can carry them, so no handler sees them. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

const ANY_METHOD = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * 405 with `Allow` for a method of FORBIDDEN_METHODS, in the shape of the service the path
 * belongs to (hosted Auth and the others refuse TRACE too); undefined for any other method.
 */
export function refuseForbiddenMethod(
  method: string,
  pathname: string,
  headers: Headers,
): Response | undefined {
  if (!FORBIDDEN_METHODS.has(method.toUpperCase())) return undefined;
  const authPath = underPrefix(pathname, '/auth/v1');
  if (authPath !== undefined) return refuseAuthMethod(authPath, headers);
  if (underPrefix(pathname, '/rest/v1') !== undefined) {
    return restErrorResponse(restErrors.method(method), { allow: REST_METHODS });
  }
  if (underPrefix(pathname, '/functions/v1') !== undefined) {
    return jsonResponse(
      405,
      { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
      { allow: ANY_METHOD },
    );
  }
  const allow = pathname === '/_local/health' ? 'GET, HEAD' : ANY_METHOD;
  return jsonResponse(405, { message: 'Method not allowed' }, { allow });
}

/** Routes one request; any unexpected failure becomes a 500 instead of reaching the process. */
export async function routeRequest(request: Request, deps: RouterDeps): Promise<RoutedResponse> {
  try {
    const response = await route(request, deps);
    return { response, cors: !functionResponses.has(response) };
  } catch (error) {
    deps.log(
      `${request.method} ${new URL(request.url).pathname} failed: ${
        error instanceof Error ? (error.stack ?? error.message) : String(error)
      }`,
    );
    return { response: jsonResponse(500, { message: 'Internal server error' }), cors: true };
  }
}
