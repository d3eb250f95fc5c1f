/** A JSON response; `body` undefined sends no body. */
export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  if (body === undefined) return new Response(null, { status, headers: all });
  if (!all.has('content-type')) all.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: all });
}

export type JsonParse = { ok: true; value: unknown } | { ok: false };

/** The request body parsed as JSON; an empty body is `{ok:true, value:undefined}`. */
export async function readJson(request: Request): Promise<JsonParse> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
