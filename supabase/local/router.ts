import { handleAuth, isOpenAuthRoute } from './auth/routes';
import type { AuthDeps } from './auth/config';
import { functionResponses, handleFunctions, type FunctionsHostDeps } from './functions/host';
import { checkApiKey } from './http/api-key';
import { preflightResponse } from './http/cors';
import { jsonResponse } from './http/json';
import { findLocalRoute, type LocalRouteContext } from './http/local-routes';
import type { Mailbox } from './mail/mailbox';
import { handleMail } from './mail/routes';
import type { RestDeps } from './rest/routes';
import { handleRest } from './rest/routes';

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
