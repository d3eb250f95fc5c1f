import { isPlainObject } from '../http/json';
import { readJsonBody } from './body';
import type { FunctionInfo } from './catalog';
import { rowsResponse, type RestRequest, type StatementResult } from './context';
import { restErrors } from './errors';
import { RESERVED_PARAMETERS } from './filters';
import { Params, quoteIdent } from './sql';

async function readArguments(rest: RestRequest): Promise<Record<string, unknown>> {
  const method = rest.request.method;
  if (method === 'GET' || method === 'HEAD') {
    const args: Record<string, unknown> = {};
    for (const [key, value] of rest.url.searchParams) {
      if (!RESERVED_PARAMETERS.has(key)) args[key] = value;
    }
    return args;
  }
  const body = await readJsonBody(rest.request);
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw restErrors.invalidJson();
  return body;
}

/** The overload whose named arguments are exactly covered by `names` (defaults may be left out). */
function pickOverload(candidates: FunctionInfo[], names: string[]): FunctionInfo | undefined {
  return candidates.find((candidate) => {
    const known = candidate.args.map((arg) => arg.name);
    const required = candidate.args.slice(0, candidate.args.length - candidate.defaults);
    return (
      names.every((name) => known.includes(name)) &&
      required.every((arg) => names.includes(arg.name))
    );
  });
}

/** A JSON value as the text Postgres parses for the argument's type. */
function argumentText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** POST (or GET) /rest/v1/rpc/<function>: calls a function of the public schema by named arguments. */
export async function callFunction(rest: RestRequest, name: string): Promise<Response> {
  const args = await readArguments(rest);
  const names = Object.keys(args);
  const fn = pickOverload(rest.catalog.functions.get(name) ?? [], names);
  if (!fn) throw restErrors.unknownFunction(name, names);

  const params = new Params();
  const named = names.map((argName) => {
    const type = fn.args.find((arg) => arg.name === argName)?.type ?? 'text';
    return `${quoteIdent(argName)} => cast(${params.add(argumentText(args[argName]))}::text as ${type})`;
  });
  const call = `public.${quoteIdent(fn.name)}(${named.join(', ')})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first,
         count(*)::int as count from ${call} _r`
    : `select _r::text as body, _r::text as first, 1 as count from (select to_json(${call}) as _r) _s`;
  const readOnly = rest.request.method === 'GET' || rest.request.method === 'HEAD';

  const result = await rest.db.asRole({ ...rest.role, readOnly }, async (tx) => {
    const rows = await tx.query<StatementResult>(
      fn.returnType === 'void' ? `select ${call}` : sql,
      params.values,
    );
    return rows.rows[0] ?? { count: 0 };
  });
  if (fn.returnType === 'void') return new Response(null, { status: 204 });
  if (fn.returnsSet && rest.representation.single && result.count !== 1) {
    throw restErrors.singleObject(result.count);
  }
  return rowsResponse(200, result, fn.returnsSet && rest.representation.single);
}
