import { preflightResponse } from '../http/cors';
import { jsonResponse } from '../http/json';
import { bearerToken, verifyJwt } from '../jwt';
import { EdgeFunctionBootError, loadEdgeFunction } from '../functions';

export interface FunctionsHostDeps {
  jwtSecret: string;
  /** verify_jwt per function (supabase/config.toml); missing means true, as hosted. */
  verifyJwt: Map<string, boolean>;
  env: Record<string, string>;
  log: (line: string) => void;
}

/** Responses a function produced itself: they get no CORS headers from the host. */
export const functionResponses = new WeakSet<Response>();

function checkJwt(request: Request, jwtSecret: string): Response | undefined {
  const token = bearerToken(request.headers.get('authorization'));
  if (!token) {
    return jsonResponse(401, {
      code: 'UNAUTHORIZED_NO_AUTH_HEADER',
      message: 'Missing authorization header',
    });
  }
  if (!verifyJwt(token, jwtSecret).ok) {
    return jsonResponse(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
  }
  return undefined;
}

/**
 * /functions/v1/<name>/<sub...>: runs the registered handler with the URL the hosted runtime
 * gives it (`/<name>/<sub...>?query`) and the function's environment.
 */
export async function handleFunctions(
  request: Request,
  path: string,
  deps: FunctionsHostDeps,
): Promise<Response> {
  const name = /^\/([^/]+)/.exec(path)?.[1] ?? '';
  const load = name ? loadEdgeFunction(name) : undefined;
  if (!load) {
    if (request.method === 'OPTIONS') return preflightResponse();
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  if (request.method !== 'OPTIONS' && deps.verifyJwt.get(name) !== false) {
    const refused = checkJwt(request, deps.jwtSecret);
    if (refused) return refused;
  }

  let handler;
  try {
    handler = await load;
  } catch (error) {
    const reason = error instanceof EdgeFunctionBootError ? error.message : String(error);
    deps.log(`edge function "${name}" failed to boot: ${reason}`);
    return jsonResponse(503, {
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    });
  }

  const url = new URL(request.url);
  const functionUrl = new URL(`${path}${url.search}`, url.origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const forwarded = new Request(functionUrl, {
    method: request.method,
    headers: request.headers,
    ...(hasBody ? { body: await request.arrayBuffer() } : {}),
  });
  try {
    const response = await handler(forwarded, { ...deps.env });
    functionResponses.add(response);
    return response;
  } catch (error) {
    deps.log(
      `edge function "${name}" threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return jsonResponse(500, {
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
  }
}
