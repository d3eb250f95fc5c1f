const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-upsert',
  'x-retry-count',
].join(', ');

const EXPOSED_HEADERS = [
  'X-Supabase-Api-Version',
  'Content-Range',
  'Content-Location',
  'Range-Unit',
  'Preference-Applied',
  'Location',
].join(', ');

/** CORS headers for a response to a request with these headers: its origin (or *) may read everything. */
export function corsHeaders(requestHeaders: Headers): Headers {
  const origin = requestHeaders.get('origin') || null;
  const headers = new Headers({
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
    'access-control-allow-headers':
      requestHeaders.get('access-control-request-headers') ?? ALLOWED_HEADERS,
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '86400',
  });
  if (origin) headers.set('vary', 'Origin');
  return headers;
}

/** The answer to a CORS preflight. */
export function preflightResponse(): Response {
  return new Response(null, { status: 200 });
}
