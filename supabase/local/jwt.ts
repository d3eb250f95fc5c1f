import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

export type JwtVerification =
  | { ok: true; claims: JwtClaims }
  | {
      ok: false;
      reason: 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not-yet-valid';
      detail: string;
    };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function hmac(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hmac(body, secret).toString('base64url')}`;
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * HS256 only; the signature is compared in constant time; `exp` and `nbf` are checked against
 * `now`, as hosted Auth and PostgREST check them.
 */
export function verifyJwt(
  token: string,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      detail: `Expected 3 parts in JWT; got ${parts.length}`,
    };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = parseJson(headerPart);
  const claims = parseJson(payloadPart);
  if (!isObject(header) || !isObject(claims)) {
    return { ok: false, reason: 'malformed', detail: 'JWT cannot be decoded' };
  }
  if (header.alg !== 'HS256') {
    return {
      ok: false,
      reason: 'algorithm',
      detail: `Wrong or unsupported algorithm: ${String(header.alg)}`,
    };
  }
  const expected = hmac(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', detail: 'JWSInvalidSignature' };
  }
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp <= now)) {
    return { ok: false, reason: 'expired', detail: 'JWT expired' };
  }
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) {
    return { ok: false, reason: 'not-yet-valid', detail: 'JWT not yet valid' };
  }
  return { ok: true, claims };
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | null): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
