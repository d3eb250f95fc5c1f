import { jsonResponse } from '../http/json';

/** A GoTrue error: HTTP status, machine-readable `error_code` and a human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const API_VERSION = '2024-01-01';

/** True when the caller asked for the 2024-01-01 API (auth-js always does). */
export function wantsVersionedApi(request: Pick<Request, 'headers'>): boolean {
  const header = request.headers.get('x-supabase-api-version');
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  return header >= API_VERSION;
}

/** Headers every auth response carries for a caller of the versioned API. */
export function versionHeaders(request: Pick<Request, 'headers'>): Record<string, string> {
  return wantsVersionedApi(request) ? { 'x-supabase-api-version': API_VERSION } : {};
}

/**
 * The error in the shape the caller expects: `{code, message}` for API version 2024-01-01,
 * the legacy `{code: <http>, error_code, msg}` otherwise.
 */
export function authErrorResponse(request: Pick<Request, 'headers'>, error: AuthError): Response {
  const body = wantsVersionedApi(request)
    ? { code: error.errorCode, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra };
  return jsonResponse(error.status, body, { ...error.headers, ...versionHeaders(request) });
}

export const authErrors = {
  invalidJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidEmail: () =>
    new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: ${detail}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  // Hosted Auth answers a valid token of a deleted user with 403, like any token it refuses.
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  methodNotAllowed: (allow: string) =>
    new AuthError(405, 'method_not_allowed', 'Method not allowed', {}, { allow }),
};
