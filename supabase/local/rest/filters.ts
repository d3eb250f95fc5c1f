import { restErrors } from './errors';

export type Operator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'in'
  | 'is'
  | 'cs'
  | 'cd'
  | 'ov';

const OPERATORS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
]);

export interface Condition {
  kind: 'condition';
  column: string;
  operator: Operator;
  negated: boolean;
  value: string;
}

export type Filter =
  Condition | { kind: 'logic'; operator: 'and' | 'or'; negated: boolean; children: Filter[] };

/** Query parameters that are not column filters. */
export const RESERVED_PARAMETERS = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not.or',
  'not.and',
  'apikey',
]);

/** `[not.]operator.value` of a filter on `column`. */
export function parseCondition(column: string, expression: string): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  if (!OPERATORS.has(operator) || dot === -1) {
    throw restErrors.parse(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `Unknown or unsupported operator in ${column}=${expression}`,
    );
  }
  return {
    kind: 'condition',
    column,
    operator: operator as Operator,
    negated,
    value: rest.slice(dot + 1),
  };
}

/** Splits at commas that are outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted && char === '\\') {
      current += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (quoted || depth !== 0) throw restErrors.parse(`"failed to parse logic tree (${text})"`);
  parts.push(current);
  return parts;
}

/** Removes the double quotes (and backslash escapes) of a quoted value. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `(a.eq.1,or(b.gt.2,c.is.null))`: the argument of or=/and= and of nested and()/or(). */
export function parseLogic(operator: 'and' | 'or', negated: boolean, text: string): Filter {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw restErrors.parse(`"failed to parse logic tree (${text})"`);
  }
  const children = splitTopLevel(text.slice(1, -1)).map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) {
      return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string);
    }
    const dot = item.indexOf('.');
    if (dot <= 0) throw restErrors.parse(`"failed to parse logic tree (${text})"`);
    const condition = parseCondition(item.slice(0, dot), item.slice(dot + 1));
    // Inside a logic tree a value may be quoted to hold commas or parentheses.
    return condition.operator === 'in'
      ? condition
      : { ...condition, value: unquote(condition.value) };
  });
  return { kind: 'logic', operator, negated, children };
}

/** Every filter of a query string: column filters and or=/and= trees, all combined with AND. */
export function parseFilters(params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (key === 'or' || key === 'and') filters.push(parseLogic(key, false, value));
    else if (key === 'not.or' || key === 'not.and') {
      filters.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
    } else if (!RESERVED_PARAMETERS.has(key)) filters.push(parseCondition(key, value));
  }
  return filters;
}

/** The items of an in.(a,b,"c,d") list. */
export function parseList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw restErrors.parse(`"failed to parse filter (in.${value})"`, 'A list looks like (a,b,c)');
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}
