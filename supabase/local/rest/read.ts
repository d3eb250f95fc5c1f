import type { TableInfo } from './catalog';
import {
  MAX_ROWS,
  aggregateSql,
  rowsResponse,
  type RestRequest,
  type StatementResult,
} from './context';
import { restErrors } from './errors';
import { parseFilters } from './filters';
import { parseRange } from './negotiation';
import { parseCount, parseOrder, parseSelect } from './select-list';
import { Params, orderSql, qualifiedTable, selectListSql, whereSql } from './sql';

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? '*'}`;
}

/** GET/HEAD /rest/v1/<table>: select, filters, order, limit/offset or Range, count, single. */
export async function readRows(rest: RestRequest, table: TableInfo): Promise<Response> {
  const query = rest.url.searchParams;
  const items = parseSelect(query.get('select'));
  const filters = parseFilters(query);
  const order = parseOrder(query.get('order'));
  const range = parseRange(rest.request.headers.get('range'));
  const offset = parseCount('offset', query.get('offset')) ?? range?.offset ?? 0;
  const requested = [parseCount('limit', query.get('limit')), range?.limit].filter(
    (value): value is number => value !== undefined,
  );
  const limit = Math.min(MAX_ROWS, ...requested);

  const params = new Params();
  const source = `select ${selectListSql(table, items)} from ${qualifiedTable(table)}
    ${whereSql(table, filters, params)} ${orderSql(table, order)}
    limit ${params.add(limit)} offset ${params.add(offset)}`;
  const countParams = new Params();
  const countSql = `select count(*)::int as total from ${qualifiedTable(table)} ${whereSql(table, filters, countParams)}`;

  const { rows, total } = await rest.db.asRole({ ...rest.role, readOnly: true }, async (tx) => {
    const result = await tx.query<StatementResult>(
      aggregateSql(source, rest.representation.stripNulls),
      params.values,
    );
    const total = rest.preferences.count
      ? (await tx.query<{ total: number }>(countSql, countParams.values)).rows[0]?.total
      : undefined;
    return { rows: result.rows[0] ?? { count: 0 }, total };
  });

  if (rest.representation.single && rows.count !== 1) throw restErrors.singleObject(rows.count);
  const response = rowsResponse(200, rows, rest.representation.single, {
    'content-range': contentRange(offset, rows.count, total),
  });
  return rest.request.method === 'HEAD'
    ? new Response(null, { status: 200, headers: response.headers })
    : response;
}
