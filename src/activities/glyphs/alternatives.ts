import { createRandom, seedFromString } from '@/domain/random';

const SMALL = 'abcdefghijklmnopqrstuvwxyz';
const CAPITALS = SMALL.toUpperCase();

/**
 * The accessible alternative to tracing: the glyph and two others of the same sort (small
 * letters, capitals or numbers) to pick from, in an order fixed by the glyph. Children who
 * cannot draw (keyboard, switch or screen-reader users) show they know the glyph by finding it.
 */
export function traceAlternatives(glyph: string): string[] {
  const random = createRandom(seedFromString(`trace:${glyph}`));
  let pool: string[];
  if (/^\d+$/.test(glyph)) {
    const value = Number(glyph);
    pool = [value - 2, value - 1, value + 1, value + 2]
      .filter((other) => other >= 0 && other <= 20)
      .map(String);
  } else {
    const alphabet = SMALL.includes(glyph) ? SMALL : CAPITALS;
    pool = [...alphabet].filter((other) => other !== glyph);
  }
  return random.shuffle([glyph, ...random.sample(pool, 2)]);
}
