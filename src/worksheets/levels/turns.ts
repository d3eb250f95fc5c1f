/**
 * One parameter of an activity turned up or down: the values to try, in order, for an easier
 * and a harder worksheet. The kind's own parameter check decides which are allowed.
 */
export type Direction = 'easier' | 'harder';

export interface Turn {
  /** Reads the parameter from the kind's parsed parameters (defaults filled in). */
  read(parsed: Record<string, unknown>): unknown;
  /** The raw parameter values to try, best first. */
  candidates(value: unknown, direction: Direction): unknown[];
  param: string;
}

/** A whole-number parameter; `easier` and `harder` list the values to try from the current one. */
export function numberTurn(
  param: string,
  easier: (value: number) => number[],
  harder: (value: number) => number[],
): Turn {
  return {
    param,
    read: (parsed) => parsed[param],
    candidates: (value, direction) =>
      typeof value === 'number'
        ? (direction === 'easier' ? easier(value) : harder(value)).map(Math.round)
        : [],
  };
}

/** Fewer things to choose from is easier; more is harder. */
export const CHOICES = numberTurn(
  'choices',
  (value) => [value - 1],
  (value) => [value + 1],
);

/** A largest number: about half as large is easier; larger (as far as allowed) is harder. */
export function largest(param: string): Turn {
  return numberTurn(
    param,
    (value) => [value * 0.6, value - 2, value - 1],
    (value) => [value * 2, value + 10, value + 5, value + 2, value + 1],
  );
}

/** A list parameter replaced by another list. */
export function listTurn(
  param: string,
  easier: (value: readonly string[]) => string[],
  harder: (value: readonly string[]) => string[],
): Turn {
  return {
    param,
    read: (parsed) => parsed[param],
    candidates: (value, direction) =>
      Array.isArray(value)
        ? [direction === 'easier' ? easier(value as string[]) : harder(value as string[])]
        : [],
  };
}
