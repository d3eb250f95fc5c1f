import { describeJsonProblem, findJsonProblem } from '../../functions/_shared/input-rules.ts';
import { isPlainObject, jsonResponse, readJson } from '../http/json';
import type { AuthDeps } from './config';
import { authErrors, versionHeaders } from './errors';

/** One request to /auth/v1 with what its handler needs. */
export interface AuthRequest {
  request: Request;
  url: URL;
  deps: AuthDeps;
}

export type AuthHandler = (request: AuthRequest) => Promise<Response>;

/**
 * The JSON object body of a request; anything else, or a body that breaks the backend's input
 * rule (a NUL character or an unpaired surrogate anywhere, or nesting too deep), is a 400 in
 * GoTrue's shape.
 */
export async function readBodyObject(request: Request): Promise<Record<string, unknown>> {
  const parsed = await readJson(request);
  if (!parsed.ok) throw authErrors.invalidJson();
  if (parsed.value === undefined) return {};
  if (!isPlainObject(parsed.value))
    throw authErrors.validation('The request body must be a JSON object');
  const problem = findJsonProblem(parsed.value);
  if (problem) throw authErrors.validation(describeJsonProblem(problem));
  return parsed.value;
}

/** A successful auth answer, with the API version header when the caller asked for it. */
export function authOk(auth: AuthRequest, body: unknown, status = 200): Response {
  return jsonResponse(status, body, versionHeaders(auth.request));
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
