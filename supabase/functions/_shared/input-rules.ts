/**
 * The rule every door of the backend applies to what callers send (the `api` function, and the
 * embedded Auth and REST): text holds no NUL character and no unpaired UTF-16 surrogate, which
 * Postgres cannot store and JSON encoders turn into errors, and JSON is nested at most
 * MAX_JSON_DEPTH levels deep, so that no encoder or database call runs out of stack. Plain
 * TypeScript without imports: Deno and Node load it alike.
 */

/** Objects and arrays inside one another, at most; the app's deepest JSON has four levels. */
export const MAX_JSON_DEPTH = 64;

export type TextProblem = 'nul' | 'lone-surrogate';

export type JsonProblem = TextProblem | 'too-deep';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, if anything. */
export function textProblem(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone-surrogate';
  return undefined;
}

export function isSafeText(text: string): boolean {
  return textProblem(text) === undefined;
}

const PROBLEM_DESCRIPTIONS: Readonly<Record<JsonProblem, string>> = {
  nul: 'contains a NUL character',
  'lone-surrogate': 'contains an unpaired UTF-16 surrogate',
  'too-deep': `is nested more than ${MAX_JSON_DEPTH} levels deep`,
};

export interface JsonFinding {
  problem: JsonProblem;
  /** Where: object keys and array indexes joined by dots ('' for the value itself). */
  path: string;
}

export interface JsonRules {
  /** Default MAX_JSON_DEPTH. */
  maxDepth?: number;
  /** Whether keys and strings are checked too (default true); false checks the nesting only. */
  text?: boolean;
}

/**
 * The first problem in a parsed JSON value (nesting, and keys and strings unless `text` is
 * false), or undefined. It walks the value with a list instead of recursion, so any depth is
 * safe to check.
 */
export function findJsonProblem(
  value: unknown,
  { maxDepth = MAX_JSON_DEPTH, text = true }: JsonRules = {},
): JsonFinding | undefined {
  const pending: { value: unknown; depth: number; path: string }[] = [
    { value, depth: 0, path: '' },
  ];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const problem = text ? textProblem(next.value) : undefined;
      if (problem) return { problem, path: next.path };
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return { problem: 'too-deep', path: next.path };
    const entries = Array.isArray(next.value)
      ? next.value.map((item, index) => [String(index), item] as const)
      : Object.entries(next.value);
    for (const [key, item] of entries) {
      const problem = text ? textProblem(key) : undefined;
      if (problem) return { problem, path: at(next.path, key) };
      pending.push({ value: item, depth, path: at(next.path, key) });
    }
  }
  return undefined;
}

/** A finding in words: "The request body's data.name contains a NUL character". */
export function describeJsonProblem(finding: JsonFinding): string {
  const where = finding.path.length > 80 ? `${finding.path.slice(0, 80)}...` : finding.path;
  return `The request body${where ? `'s ${where}` : ''} ${PROBLEM_DESCRIPTIONS[finding.problem]}`;
}
