import type { Random } from '@/domain/random';

/** How many fresh attempts per item before a repeat is allowed. */
const TRIES_PER_ITEM = 40;

/**
 * Draws `count` values with `draw`, avoiding repeats of `keyOf` while the space allows: a small
 * space (fewer distinct values than `count`) repeats values rather than failing.
 */
export function drawDistinct<T>(
  count: number,
  random: Random,
  draw: (random: Random, index: number) => T,
  keyOf: (value: T) => string,
): T[] {
  const values: T[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    let value = draw(random, index);
    for (let tries = 1; seen.has(keyOf(value)) && tries < TRIES_PER_ITEM; tries += 1) {
      value = draw(random, index);
    }
    seen.add(keyOf(value));
    values.push(value);
  }
  return values;
}

/** All whole numbers from `from` to `to`, both included, stepping by `step`. */
export function range(from: number, to: number, step = 1): number[] {
  const numbers: number[] = [];
  for (let value = from; step > 0 ? value <= to : value >= to; value += step) numbers.push(value);
  return numbers;
}

/**
 * `count` values taken from `values` in shuffled passes: every value once before any repeats,
 * and no value twice in a row across passes (when there are at least two values).
 */
export function spread<T>(random: Random, values: readonly T[], count: number): T[] {
  if (values.length === 0) throw new Error('Nothing to choose from');
  const result: T[] = [];
  while (result.length < count) {
    const pass = random.shuffle(values);
    if (pass.length > 1 && pass[0] === result[result.length - 1]) pass.push(pass.shift() as T);
    result.push(...pass.slice(0, count - result.length));
  }
  return result;
}

/**
 * `items` shuffled so that they are never left in the order given (when there are two or more):
 * tiles to put in order must not start out in order.
 */
export function shuffleOutOfOrder<T>(random: Random, items: readonly T[]): T[] {
  const shuffled = random.shuffle(items);
  const unmoved = shuffled.every((item, index) => item === items[index]);
  return unmoved && items.length > 1 ? [...shuffled.slice(1), shuffled[0] as T] : shuffled;
}
