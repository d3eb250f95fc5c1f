import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { hasPicture } from '@/domain/pictures';
import { describeKindContract } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'AB colours', params: { units: ['AB'] }, options: 3 },
  { name: 'AB and ABC shapes', params: { units: ['AB', 'ABC'], with: 'shapes' }, options: [3, 4] },
  {
    name: 'AAB, ABB, AABB pictures',
    params: { units: ['AAB', 'ABB', 'AABB'], with: 'pictures' },
    options: 3,
  },
]);

function round(params: Record<string, unknown>, seed = 3) {
  return kind.generate(kind.parseParams(params), createRandom(seed), 10) as ChoiceItem[];
}

describe('patterns generation', () => {
  it('repeats the unit at least twice and leaves the next one as the gap', () => {
    for (const params of [{ units: ['AB', 'AAB', 'ABC', 'AABB'] }, { with: 'shapes' }]) {
      for (const item of round(params)) {
        if (item.stem?.type !== 'sequence') throw new Error('expected a sequence');
        const cells = item.stem.cells;
        expect(cells.at(-1)).toBeNull();
        const shown = cells.slice(0, -1).map((cell) => JSON.stringify(cell));
        // Find the shortest period that explains the row; the answer continues it.
        const period = [2, 3, 4].find((length) =>
          shown.every((cell, index) => index < length || cell === shown[index - length]),
        );
        expect(period).toBeDefined();
        expect(shown.length).toBeGreaterThanOrEqual((period ?? 0) * 2);
        const answer = item.choices.find((choice) => choice.id === item.answer);
        expect(JSON.stringify(answer?.visual)).toBe(shown[shown.length - (period ?? 0)]);
      }
    }
  });

  it('reads the pattern aloud and names the answer', () => {
    const item = round({ units: ['AB'], colours: ['red', 'blue', 'green'] }, 1)[0] as ChoiceItem;
    const answer = item.choices.find((choice) => choice.id === item.answer);
    expect(item.prompt.speech).toMatch(
      /^(red|blue|green)(, (red|blue|green))+\. What comes next\?$/,
    );
    expect(item.praise).toBe(
      `Yes! ${answer?.speech.charAt(0).toUpperCase()}${answer?.speech.slice(1)} comes next.`,
    );
  });

  it('uses pictures that exist by default', () => {
    const params = kind.parseParams({ with: 'pictures' });
    for (const picture of params.parts) expect(hasPicture(picture), picture).toBe(true);
  });

  it('rejects bad params', () => {
    expect(() => kind.parseParams({ units: ['ABCD'] })).toThrow("unknown entry 'ABCD'");
    expect(() => kind.parseParams({ with: 'sounds' })).toThrow(
      'with must be one of colours, shapes, pictures',
    );
    expect(() => kind.parseParams({ colours: ['red', 'blue'] })).toThrow(
      'colours needs at least 3',
    );
    expect(() => kind.parseParams({ with: 'shapes', shapes: ['circle', 'blob', 'star'] })).toThrow(
      "unknown entry 'blob'",
    );
  });
});
