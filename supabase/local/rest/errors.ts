import { jsonResponse } from '../http/json';
import type { ApiRole } from '../db/database';

/** An error of the REST API in PostgREST's shape `{code, message, details, hint}`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export function restErrorResponse(error: RestError, headers: HeadersInit = {}): Response {
  return jsonResponse(
    error.status,
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    headers,
  );
}

export const restErrors = {
  invalidJson: () => new RestError(400, 'PGRST102', 'Empty or invalid json'),
  keysMustMatch: () => new RestError(400, 'PGRST102', 'All object keys must match'),
  parse: (message: string, details: string | null = null) =>
    new RestError(400, 'PGRST100', message, details),
  unknownTable: (name: string) =>
    new RestError(404, '42P01', `relation "public.${name}" does not exist`),
  unknownColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  unknownBodyColumn: (table: string, column: string) =>
    new RestError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  unknownFunction: (name: string, args: string[]) =>
    new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${args.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${args.join(', ') || '(none)'}, but no matches were found in the schema cache.`,
    ),
  singleObject: (rows: number) =>
    new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  schema: (schema: string) =>
    new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      'Only the following schemas are exposed: public',
    ),
  mediaType: (accept: string) =>
    new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  method: (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  noConflictTarget: () =>
    new RestError(400, 'PGRST100', 'An upsert needs on_conflict or a primary key on the table'),
  whereRequired: (statement: 'UPDATE' | 'DELETE') =>
    new RestError(400, '21000', `${statement} requires a WHERE clause`),
};

/** SQLSTATE -> HTTP status, as PostgREST maps them. */
function statusFor(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883' || code === 'P0002') return 404;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  if (code === '40001' || code === '53300' || code.startsWith('08')) return 503;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (
    code.startsWith('21') ||
    code.startsWith('22') ||
    code.startsWith('23') ||
    code.startsWith('42') ||
    code === 'P0001'
  ) {
    return 400;
  }
  return 500;
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** A Postgres error raised while serving a request, as PostgREST reports it. */
export function fromDatabaseError(error: DatabaseErrorLike, role: ApiRole): RestError {
  return new RestError(
    statusFor(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
