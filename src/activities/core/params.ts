/**
 * Reading activity parameters authored as JSON in src/content. Every reader throws an Error that
 * names the kind, the parameter and the problem, so a bad content pack fails loudly in its tests.
 */
import type { ColourName, ShapeName } from '@/domain/types';

export const COLOUR_NAMES: readonly ColourName[] = [
  'red',
  'blue',
  'yellow',
  'green',
  'orange',
  'purple',
  'pink',
  'brown',
  'black',
  'white',
];

export const SHAPE_NAMES: readonly ShapeName[] = [
  'circle',
  'square',
  'triangle',
  'rectangle',
  'star',
  'heart',
  'oval',
  'diamond',
];

export class ParamsReader {
  constructor(
    private readonly kind: string,
    private readonly params: Record<string, unknown>,
  ) {
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      throw new Error(`${kind}: params must be an object`);
    }
  }

  fail(message: string): never {
    throw new Error(`${this.kind}: ${message}`);
  }

  /** A whole number in [min, max]; `fallback` when absent (required when no fallback). */
  int(name: string, range: { min: number; max: number }, fallback?: number): number {
    const value = this.params[name];
    if (value === undefined) {
      if (fallback === undefined) this.fail(`${name} is required`);
      return fallback;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail(`${name} must be a whole number`);
    }
    if (value < range.min || value > range.max) {
      this.fail(`${name} must be between ${range.min} and ${range.max}`);
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.params[name];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') this.fail(`${name} must be true or false`);
    return value;
  }

  /** One of `options`; `fallback` when absent (required when no fallback). */
  oneOf<T extends string>(name: string, options: readonly T[], fallback?: T): T {
    const value = this.params[name];
    if (value === undefined) {
      if (fallback === undefined) this.fail(`${name} is required`);
      return fallback;
    }
    if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
      this.fail(`${name} must be one of ${options.join(', ')}`);
    }
    return value as T;
  }

  /** A list of distinct non-empty strings, at least `minLength` long. */
  strings(name: string, minLength: number, fallback?: readonly string[]): string[] {
    const value = this.params[name];
    if (value === undefined) {
      if (fallback === undefined) this.fail(`${name} is required`);
      return [...fallback];
    }
    if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string' || !entry)) {
      this.fail(`${name} must be a list of non-empty strings`);
    }
    const list = value as string[];
    if (new Set(list).size !== list.length) this.fail(`${name} must not repeat an entry`);
    if (list.length < minLength) this.fail(`${name} needs at least ${minLength} entries`);
    return [...list];
  }

  /** A list of distinct entries of `options`, at least `minLength` long. */
  listOf<T extends string>(
    name: string,
    options: readonly T[],
    minLength: number,
    fallback?: readonly T[],
  ): T[] {
    const list = this.strings(name, minLength, fallback);
    const unknown = list.find((entry) => !(options as readonly string[]).includes(entry));
    if (unknown !== undefined) this.fail(`${name} has an unknown entry '${unknown}'`);
    return list as T[];
  }
}
