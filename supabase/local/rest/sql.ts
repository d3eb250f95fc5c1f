import type { ColumnInfo, TableInfo } from './catalog';
import { restErrors } from './errors';
import { parseList, type Filter } from './filters';
import type { OrderTerm, SelectItem } from './select-list';

/** A quoted identifier. Names reaching here were also checked against the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualifiedTable(table: TableInfo): string {
  return `public.${quoteIdent(table.name)}`;
}

/** Bind parameters of one statement: every value from a request travels as a parameter. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A text parameter cast to the column's type, so Postgres parses and validates it. */
  typed(value: string, column: ColumnInfo): string {
    return `cast(${this.add(value)}::text as ${column.type})`;
  }
}

export function columnOf(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name);
  if (!column) throw restErrors.unknownColumn(table.name, name);
  return column;
}

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const PATTERNS = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' } as const;
const CONTAINMENT = { cs: '@>', cd: '<@', ov: '&&' } as const;
const IS_VALUES: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

function conditionSql(
  table: TableInfo,
  filter: Extract<Filter, { kind: 'condition' }>,
  params: Params,
): string {
  const column = columnOf(table, filter.column);
  const ident = quoteIdent(column.name);
  const { operator, value } = filter;
  if (operator in COMPARISONS) {
    return `${ident} ${COMPARISONS[operator as keyof typeof COMPARISONS]} ${params.typed(value, column)}`;
  }
  if (operator in PATTERNS) {
    const pattern = operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
    return `${ident}::text ${PATTERNS[operator as keyof typeof PATTERNS]} ${params.add(pattern)}::text`;
  }
  if (operator in CONTAINMENT) {
    return `${ident} ${CONTAINMENT[operator as keyof typeof CONTAINMENT]} ${params.typed(value, column)}`;
  }
  if (operator === 'in') {
    const items = parseList(value);
    if (items.length === 0) return 'false';
    return `${ident} in (${items.map((item) => params.typed(item, column)).join(', ')})`;
  }
  const test = IS_VALUES[value.toLowerCase()];
  if (!test) {
    throw restErrors.parse(
      `"failed to parse filter (is.${value})"`,
      'is. takes null, not_null, true, false or unknown',
    );
  }
  return `${ident} ${test}`;
}

export function filterSql(table: TableInfo, filter: Filter, params: Params): string {
  const sql =
    filter.kind === 'condition'
      ? conditionSql(table, filter, params)
      : filter.children.length === 0
        ? 'true'
        : `(${filter.children.map((child) => filterSql(table, child, params)).join(` ${filter.operator} `)})`;
  return filter.negated ? `not (${sql})` : sql;
}

export function whereSql(table: TableInfo, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return `where ${filters.map((filter) => filterSql(table, filter, params)).join(' and ')}`;
}

export function selectListSql(table: TableInfo, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'all') return '*';
      const column = columnOf(table, item.column);
      return `${quoteIdent(column.name)} as ${quoteIdent(item.alias)}`;
    })
    .join(', ');
}

/** The columns a write must return for the select list (all of them for `*`). */
export function returningSql(table: TableInfo, items: SelectItem[]): string {
  if (items.some((item) => item.kind === 'all')) return '*';
  const names = new Set(
    items.flatMap((item) => (item.kind === 'column' ? [columnOf(table, item.column).name] : [])),
  );
  return [...names].map(quoteIdent).join(', ');
}

export function orderSql(table: TableInfo, terms: OrderTerm[]): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const column = columnOf(table, term.column);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${quoteIdent(column.name)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return `order by ${parts.join(', ')}`;
}
