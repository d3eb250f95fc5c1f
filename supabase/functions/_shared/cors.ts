/** CORS headers on every answer of the function: the browser app may call it from any origin. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After, ETag, X-Content-Bytes',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a CORS preflight (`OPTIONS`). */
export function preflightResponse(): Response {
  return new Response('ok', { status: 200, headers: CORS_HEADERS });
}
