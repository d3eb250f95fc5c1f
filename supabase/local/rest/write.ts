import type { Transaction } from '../db/database';
import { isPlainObject } from '../http/json';
import { readJsonBody } from './body';
import type { TableInfo } from './catalog';
import { aggregateSql, rowsResponse, type RestRequest, type StatementResult } from './context';
import { restErrors } from './errors';
import { parseFilters } from './filters';
import { parseColumnList, parseSelect } from './select-list';
import {
  Params,
  columnOf,
  qualifiedTable,
  quoteIdent,
  returningSql,
  selectListSql,
  whereSql,
} from './sql';

type Row = Record<string, unknown>;

async function readBody(request: Request): Promise<unknown> {
  const body = await readJsonBody(request);
  if (body === undefined) throw restErrors.invalidJson();
  return body;
}

function bodyColumn(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) throw restErrors.unknownBodyColumn(table.name, name);
  return quoteIdent(name);
}

/** Whether the rows go back to the client (Prefer: return=representation). */
function wantsRows(rest: RestRequest): boolean {
  return rest.preferences.return === 'representation';
}

/**
 * Runs a write; with return=representation it returns the selected columns of the written
 * rows. A single-object request that did not write exactly one row fails, which rolls back.
 */
async function runWrite(
  rest: RestRequest,
  table: TableInfo,
  statement: string,
  params: Params,
): Promise<StatementResult> {
  const items = parseSelect(rest.url.searchParams.get('select'));
  const returning = wantsRows(rest);
  const sql = returning
    ? `with _w as (${statement} returning ${returningSql(table, items)})
       ${aggregateSql(`select ${selectListSql(table, items)} from _w`, rest.representation.stripNulls)}`
    : statement;
  return rest.db.asRole(rest.role, async (tx: Transaction) => {
    const result = await tx.query<StatementResult>(sql, params.values);
    const outcome: StatementResult = returning
      ? (result.rows[0] ?? { count: 0 })
      : { count: result.affectedRows ?? 0 };
    if (rest.representation.single && outcome.count !== 1) {
      throw restErrors.singleObject(outcome.count);
    }
    return outcome;
  });
}

function writeResponse(rest: RestRequest, status: number, result: StatementResult): Response {
  const headers: Record<string, string> = {};
  if (rest.preferences.count) headers['content-range'] = `*/${result.count}`;
  if (rest.preferences.return) headers['preference-applied'] = `return=${rest.preferences.return}`;
  if (wantsRows(rest))
    return rowsResponse(status === 201 ? 201 : 200, result, rest.representation.single, headers);
  return new Response(null, { status: status === 201 ? 201 : 204, headers });
}

function insertColumns(rest: RestRequest, rows: Row[]): string[] {
  const listed = rest.url.searchParams.get('columns');
  if (listed !== null) return parseColumnList(listed);
  const first = Object.keys(rows[0] ?? {});
  const same = (row: Row) => {
    const keys = Object.keys(row);
    return keys.length === first.length && keys.every((key) => first.includes(key));
  };
  if (!rows.every(same)) throw restErrors.keysMustMatch();
  return first;
}

function conflictClause(rest: RestRequest, table: TableInfo, columns: string[]): string {
  const resolution = rest.preferences.resolution;
  if (!resolution) return '';
  const onConflict = rest.url.searchParams.get('on_conflict');
  const target = onConflict ? parseColumnList(onConflict) : table.primaryKey;
  if (target.length === 0) throw restErrors.noConflictTarget();
  const targetSql = target.map((name) => quoteIdent(columnOf(table, name).name)).join(', ');
  if (resolution === 'ignore-duplicates' || columns.length === 0) {
    return ` on conflict (${targetSql}) do nothing`;
  }
  const assignments = columns.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`);
  return ` on conflict (${targetSql}) do update set ${assignments.join(', ')}`;
}

/** POST /rest/v1/<table>: insert one object or an array; upsert with Prefer resolution. */
export async function insertRows(rest: RestRequest, table: TableInfo): Promise<Response> {
  const body = await readBody(rest.request);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw restErrors.invalidJson();
  if (rows.length === 0) return writeResponse(rest, 201, { count: 0, body: '[]', first: null });
  const columns = insertColumns(rest, rows);
  const columnList = columns.map((name) => bodyColumn(table, name));
  const target = qualifiedTable(table);
  const params = new Params();

  let statement: string;
  if (columns.length === 0) {
    if (rows.length > 1) throw restErrors.parse('Empty objects can be inserted only one at a time');
    statement = `insert into ${target} default values`;
  } else if (
    rest.preferences.missingDefault &&
    rows.some((row) => columns.some((c) => !(c in row)))
  ) {
    // Missing keys take the column default: one VALUES row per object.
    const values = rows.map((row) => {
      const record = params.add(JSON.stringify(row));
      const cells = columns.map((name, index) =>
        name in row
          ? `(select ${columnList[index]} from json_populate_record(null::${target}, ${record}::json))`
          : 'default',
      );
      return `(${cells.join(', ')})`;
    });
    statement = `insert into ${target} (${columnList.join(', ')}) values ${values.join(', ')}`;
  } else {
    const records = params.add(JSON.stringify(rows));
    statement = `insert into ${target} (${columnList.join(', ')})
      select ${columnList.join(', ')} from json_populate_recordset(null::${target}, ${records}::json)`;
  }
  statement += conflictClause(rest, table, columns);
  return writeResponse(rest, 201, await runWrite(rest, table, statement, params));
}

/** PATCH /rest/v1/<table>?<filters>: update the filtered rows with the body's columns. */
export async function updateRows(rest: RestRequest, table: TableInfo): Promise<Response> {
  const body = await readBody(rest.request);
  if (!isPlainObject(body)) throw restErrors.invalidJson();
  const columnList = Object.keys(body).map((name) => bodyColumn(table, name));
  const filters = parseFilters(rest.url.searchParams);
  if (filters.length === 0) throw restErrors.whereRequired('UPDATE');
  if (columnList.length === 0)
    return writeResponse(rest, 200, { count: 0, body: '[]', first: null });
  const target = qualifiedTable(table);
  const params = new Params();
  const record = params.add(JSON.stringify(body));
  const statement = `update ${target} set (${columnList.join(', ')}) =
    (select ${columnList.join(', ')} from json_populate_record(null::${target}, ${record}::json))
    ${whereSql(table, filters, params)}`;
  return writeResponse(rest, 200, await runWrite(rest, table, statement, params));
}

/** DELETE /rest/v1/<table>?<filters> */
export async function deleteRows(rest: RestRequest, table: TableInfo): Promise<Response> {
  const filters = parseFilters(rest.url.searchParams);
  if (filters.length === 0) throw restErrors.whereRequired('DELETE');
  const params = new Params();
  const statement = `delete from ${qualifiedTable(table)} ${whereSql(table, filters, params)}`;
  return writeResponse(rest, 200, await runWrite(rest, table, statement, params));
}
