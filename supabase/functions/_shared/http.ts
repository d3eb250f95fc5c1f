import { describeJsonProblem, findJsonProblem } from './input-rules.ts';

/** An error answer with a JSON body, thrown from anywhere in a route and sent by the app. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** `{error: message, ...extra}` with the given status. */
export function httpError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { error: message, ...extra });
}

/** Bodies larger than this are refused: the largest valid body (a contact message) is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface BodyLimit {
  bytes: number;
  /** The 413's message, and a `code` for the app to tell this refusal from others. */
  message: string;
  code?: string;
}

const DEFAULT_LIMIT: BodyLimit = {
  bytes: MAX_BODY_BYTES,
  message: 'The request body is too large.',
};

/**
 * The request body as JSON; an empty body is `undefined`; malformed JSON, or JSON nested too
 * deep (input-rules.ts), is a 400, a body over the limit (64 KB unless a route allows
 * more) a 413. The text of each field is checked by the route's own schema.
 */
export async function readJsonBody(
  request: Request,
  limit: BodyLimit = DEFAULT_LIMIT,
): Promise<unknown> {
  const tooLarge = () => httpError(413, limit.message, limit.code ? { code: limit.code } : {});
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit.bytes) throw tooLarge();
  const text = await request.text();
  if (new TextEncoder().encode(text).length > limit.bytes) throw tooLarge();
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'The request body is not valid JSON.');
  }
  const deep = findJsonProblem(body, { text: false });
  if (deep) throw httpError(400, `${describeJsonProblem(deep)}.`);
  return body;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON from a provider's answer, or `undefined` when the body is not JSON. */
export async function readProviderJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How long any call to another service may take before it counts as failed. */
export const UPSTREAM_TIMEOUT_MS = 15_000;

/** `fetch` with a time limit; network failures and time-outs become a 502 with `message`. */
export async function fetchUpstream(
  url: string,
  init: RequestInit,
  message: string,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch (error) {
    console.error(
      `${message} (${new URL(url).host}):`,
      error instanceof Error ? error.message : error,
    );
    throw httpError(502, message);
  }
}
