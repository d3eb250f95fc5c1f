import { describe, expect, it } from 'vitest';
import { SECURE_MIN_ASKED, skillLevel, type SkillLevel } from './skill-level';

/** [asked, right on the first try, level] — the table in skill-level.ts, and a long check. */
const TABLE: [number, number, SkillLevel][] = [
  [1, 1, 'practising'],
  [1, 0, 'practising'],
  [2, 2, 'practising'],
  [2, 1, 'practising'],
  [2, 0, 'not-yet'],
  [3, 3, 'secure'],
  [3, 2, 'practising'],
  [3, 1, 'not-yet'],
  [3, 0, 'not-yet'],
  [4, 4, 'secure'],
  [4, 3, 'practising'],
  [4, 2, 'practising'],
  [4, 1, 'not-yet'],
  [5, 5, 'secure'],
  [5, 4, 'secure'],
  [5, 3, 'practising'],
  [5, 2, 'not-yet'],
  [5, 0, 'not-yet'],
  [10, 8, 'secure'],
  [10, 7, 'practising'],
  [10, 5, 'practising'],
  [10, 4, 'not-yet'],
];

describe('skillLevel', () => {
  it.each(TABLE)('%i asked, %i right: %s', (asked, right, level) => {
    expect(skillLevel(right, asked)).toBe(level);
  });

  it('puts the secure line at exactly 80 % and the practising line at exactly 50 %', () => {
    expect(skillLevel(80, 100)).toBe('secure');
    expect(skillLevel(79, 100)).toBe('practising');
    expect(skillLevel(50, 100)).toBe('practising');
    expect(skillLevel(49, 100)).toBe('not-yet');
  });

  it('is never secure on fewer than 3 questions, however many were right', () => {
    expect(SECURE_MIN_ASKED).toBe(3);
    for (let asked = 1; asked < SECURE_MIN_ASKED; asked += 1) {
      for (let right = 0; right <= asked; right += 1) {
        expect(skillLevel(right, asked)).not.toBe('secure');
      }
    }
  });

  it('never says not yet for a single slip', () => {
    for (let asked = 1; asked <= 12; asked += 1) {
      expect(skillLevel(asked - 1, asked)).not.toBe('not-yet');
    }
  });

  it('refuses scores that cannot be', () => {
    expect(() => skillLevel(0, 0)).toThrow('at least one question');
    expect(() => skillLevel(1.5, 3)).toThrow('whole numbers');
    expect(() => skillLevel(4, 3)).toThrow('between 0 and 3');
    expect(() => skillLevel(-1, 3)).toThrow('between 0 and 3');
  });
});
