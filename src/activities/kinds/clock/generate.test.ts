import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeKindContract, scoreWithKind } from '@/test/kind-contract';
import { kind } from './';

describeKindContract(kind, [
  { name: 'read a clock', params: { mode: 'read' }, options: 3 },
  { name: 'find the clock', params: { mode: 'find', choices: 4 }, options: 4 },
  {
    name: 'quarter hours only',
    params: { mode: 'read', hours: [12, 3, 6, 9] },
    options: 3,
    minDistinct: 4,
  },
]);

function round(params: Record<string, unknown>, seed: number): ChoiceItem[] {
  return kind.generate(kind.parseParams(params), createRandom(seed), 12) as ChoiceItem[];
}

describe('clock generation', () => {
  it('shows the clock of the answer, and times that are all different', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      for (const item of round({ mode: 'read' }, seed)) {
        const hour = Number(item.answer.replace('hour-', ''));
        expect(item.stem).toEqual({ type: 'visual', visual: { type: 'clock', hour } });
        expect(new Set(item.choices.map((choice) => choice.speech)).size).toBe(3);
      }
      for (const item of round({ mode: 'find' }, seed)) {
        const right = item.choices.find((choice) => choice.id === item.answer);
        expect(right?.visual).toEqual({ type: 'clock', hour: Number(item.answer.slice(5)) });
      }
    }
  });

  it('asks every hour once before any hour comes again', () => {
    expect(new Set(round({ mode: 'read' }, 9).map((item) => item.answer)).size).toBe(12);
  });

  it('names the time picked', () => {
    const [item] = round({ mode: 'read' }, 2);
    const wrong = item?.choices.find((choice) => choice.id !== item.answer);
    if (!item || !wrong) throw new Error('no item');
    expect(scoreWithKind(kind, item, { type: 'choice', choiceId: wrong.id }).message).toBe(
      `That is ${wrong.speech}. Look at the short hand. Try again!`,
    );
  });

  it('refuses hours that are not on a clock', () => {
    expect(() => kind.parseParams({ hours: [0, 13, 2] })).toThrow(/hours/);
    expect(() => kind.parseParams({ hours: [1, 2, 3], choices: 4 })).toThrow(/choices/);
  });
});
