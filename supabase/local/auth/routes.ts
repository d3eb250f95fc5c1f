import { adminUserId, deleteAdminUser } from './admin-users';
import type { AuthDeps } from './config';
import { authOk, type AuthHandler, type AuthRequest } from './context';
import { AuthError, authErrorResponse, authErrors } from './errors';
import { signUp } from './signup';
import { token } from './token';
import { getUser, putUser } from './user-endpoint';
import { logout, recover, resend, verifyLinkRedirect, verifyOtp } from './verification';

/** GET /settings: what the auth server offers (supabase-js may ask). */
const settings: AuthHandler = async (auth) =>
  authOk(auth, {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });

const health: AuthHandler = async (auth) =>
  authOk(auth, {
    version: 'local',
    name: 'GoTrue',
    description: 'The embedded auth service of Sprouts, speaking the Supabase Auth API',
  });

/** The routes of /auth/v1, by path then method. */
const ROUTES: Record<string, Partial<Record<string, AuthHandler>>> = {
  '/signup': { POST: signUp },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: putUser },
  '/resend': { POST: resend },
  '/recover': { POST: recover },
  '/logout': { POST: logout },
  '/verify': { GET: verifyLinkRedirect, POST: verifyOtp },
  '/settings': { GET: settings },
  '/health': { GET: health },
};

/** Routes the gateway lets through without an apikey: email links are opened from a mail client. */
export function isOpenAuthRoute(subpath: string, method: string): boolean {
  return (subpath === '/verify' && method === 'GET') || subpath === '/health';
}

/** The `Allow` header of a path under /auth/v1 (GET brings HEAD; preflights are answered too). */
export function allowedAuthMethods(subpath: string): string {
  if (adminUserId(subpath)) return 'DELETE, OPTIONS';
  const methods = Object.keys(ROUTES[subpath] ?? {});
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
}

/**
 * The answer to a method no web Request can carry (TRACE, CONNECT): 405 in GoTrue's shape.
 * `headers` are the request's, for the shape the caller asked for.
 */
export function refuseAuthMethod(subpath: string, headers: Headers): Response {
  const error =
    ROUTES[subpath] || adminUserId(subpath)
      ? authErrors.methodNotAllowed(allowedAuthMethods(subpath))
      : authErrors.notFound();
  return authErrorResponse({ headers }, error);
}

/** Serves one request under /auth/v1; `subpath` is the part after /auth/v1. */
export async function handleAuth(
  request: Request,
  subpath: string,
  deps: AuthDeps,
): Promise<Response> {
  const auth: AuthRequest = { request, url: new URL(request.url), deps };
  try {
    const adminUser = adminUserId(subpath);
    if (adminUser) {
      if (request.method !== 'DELETE') throw authErrors.methodNotAllowed('DELETE, OPTIONS');
      return await deleteAdminUser(auth, adminUser);
    }
    const methods = ROUTES[subpath];
    if (!methods) throw authErrors.notFound();
    const handler = methods[request.method === 'HEAD' ? 'GET' : request.method];
    if (!handler) throw authErrors.methodNotAllowed(allowedAuthMethods(subpath));
    return await handler(auth);
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(request, error);
    throw error;
  }
}
