import { describeJsonProblem, findJsonProblem } from '../../functions/_shared/input-rules.ts';
import { readJson } from '../http/json';
import { RestError, restErrors } from './errors';

/**
 * The request body as JSON (undefined when empty). Malformed JSON, or JSON nested deeper than
 * the backend's input rule allows (input-rules.ts), is a 400 PGRST102 before anything reaches
 * the database. The text itself is left to Postgres, as with PostgREST: a NUL character or an
 * unpaired surrogate is refused there (22P05, 22P02, 22021), also with a 400.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const parsed = await readJson(request);
  if (!parsed.ok) throw restErrors.invalidJson();
  if (parsed.value === undefined) return undefined;
  const deep = findJsonProblem(parsed.value, { text: false });
  if (deep)
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', describeJsonProblem(deep));
  return parsed.value;
}
