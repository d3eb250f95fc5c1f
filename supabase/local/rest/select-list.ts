import { restErrors } from './errors';

export type SelectItem = { kind: 'all' } | { kind: 'column'; column: string; alias: string };

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

/** `select=*` / `select=a,b,alias:c`. Embedded resources, JSON paths and casts are refused. */
export function parseSelect(value: string | null): SelectItem[] {
  if (value === null || value.trim() === '') return [{ kind: 'all' }];
  return value.split(',').map((raw): SelectItem => {
    const item = raw.trim();
    if (item === '*') return { kind: 'all' };
    const match = /^(?:([A-Za-z_][A-Za-z0-9_$]*):)?("?)([^"]+)\2$/.exec(item);
    const column = match?.[3];
    if (!match || !column || (!match[2] && !IDENTIFIER.test(column))) {
      throw restErrors.parse(
        `"failed to parse select parameter (${value})"`,
        'The embedded backend supports columns, * and aliases (alias:column); not embedded resources, JSON paths or casts.',
      );
    }
    return { kind: 'column', column, alias: match[1] ?? column };
  });
}

/** The `columns` parameter of an insert: "a","b" or a,b. */
export function parseColumnList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => (item.startsWith('"') && item.endsWith('"') ? item.slice(1, -1) : item));
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

/** `order=a.desc.nullslast,b` */
export function parseOrder(value: string | null): OrderTerm[] {
  if (!value) return [];
  return value.split(',').map((term): OrderTerm => {
    const [column, ...modifiers] = term.trim().split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'];
    for (const modifier of modifiers) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw restErrors.parse(`"failed to parse order (${value})"`);
    }
    if (!column) throw restErrors.parse(`"failed to parse order (${value})"`);
    return { column, descending, nulls };
  });
}

/** A non-negative integer parameter (limit, offset), or undefined when absent. */
export function parseCount(name: string, value: string | null): number | undefined {
  if (value === null) return undefined;
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(count)) throw restErrors.parse(`"failed to parse ${name} (${value})"`);
  return count;
}
