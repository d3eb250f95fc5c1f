import type { KindId } from '@/domain/types';
import { CHOICES, largest, listTurn, numberTurn, type Turn } from './turns';

/**
 * What each activity kind turns to make a worksheet easier or harder; an empty list for a
 * kind with nothing to turn (tracing traces the glyphs it is given). A new kind fails to
 * compile until it has an entry.
 */
export const LEVEL_RULES: Record<KindId, readonly Turn[]> = {
  'sight-words': [CHOICES],
  'match-column': [
    numberTurn(
      'size',
      (size) => [size - 1],
      (size) => [size + 1],
    ),
  ],
  'odd-one-out': [CHOICES],
  'beginning-letter': [CHOICES],
  counting: [largest('max'), CHOICES],
  'number-grid': [
    numberTurn(
      'to',
      (to) => [to - 10, to - 5],
      (to) => [to + 10, to + 5],
    ),
    CHOICES,
  ],
  'missing-numbers': [
    // A longer row gives more numbers to count on from.
    numberTurn(
      'length',
      (length) => [length + 1],
      (length) => [length - 1],
    ),
    CHOICES,
  ],
  shapes: [CHOICES],
  colours: [CHOICES],
  addition: [largest('max'), CHOICES],
  blends: [CHOICES],
  'short-vowels': [CHOICES],
  digraphs: [CHOICES],
  tracing: [],
  'letter-case': [CHOICES],
  rhyming: [CHOICES],
  patterns: [
    listTurn(
      'units',
      () => ['AB'],
      (units) => [...new Set([...units, 'ABC', 'AABB'])],
    ),
  ],
  comparing: [largest('max')],
  subtraction: [largest('max'), CHOICES],
  'build-word': [
    numberTurn(
      'spare',
      (spare) => [spare - 1],
      (spare) => [spare + 1],
    ),
  ],
  'put-in-order': [
    numberTurn(
      'cards',
      (cards) => [cards - 1],
      (cards) => [cards + 1],
    ),
    largest('max'),
  ],
  sort: [
    numberTurn(
      'tiles',
      (tiles) => [tiles - 2, tiles - 1],
      (tiles) => [tiles + 2, tiles + 1],
    ),
  ],
  'build-number': [largest('max')],
  'number-line': [
    numberTurn(
      'maxHops',
      (hops) => [hops - 2, hops - 1],
      (hops) => [hops + 2, hops + 1],
    ),
    largest('to'),
  ],
  clock: [CHOICES],
};
