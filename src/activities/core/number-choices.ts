import type { Random } from '@/domain/random';
import type { Choice } from '@/domain/types';

export function numberChoice(value: number): Choice {
  return { id: `n${value}`, visual: { type: 'text', text: String(value) }, speech: String(value) };
}

/**
 * `count` number choices holding `answer`, in random order. The answer takes a random place
 * among the choices from smallest to largest, so the middle number is no clue. Distractors on
 * each side come first from `near` (the mistakes a child is likely to make, e.g. one more, one
 * less), then from the numbers `step` apart from the answer (so counting in tens offers 30 and
 * 50 around 40, never 39 and 41), always within [min, max].
 */
export function numberChoices(
  answer: number,
  random: Random,
  options: { min: number; max: number; count: number; step?: number; near?: readonly number[] },
): Choice[] {
  const { min, max, count } = options;
  const step = options.step ?? 1;
  const usable = (value: number) =>
    Number.isInteger(value) && value >= min && value <= max && value !== answer;
  const near = random.shuffle((options.near ?? []).filter(usable));
  const side = (sign: 1 | -1): number[] => {
    const stepped: number[] = [];
    for (let value = answer + sign * step; usable(value); value += sign * step) {
      stepped.push(value);
    }
    const preferred = near.filter((value) => Math.sign(value - answer) === sign);
    return [...new Set([...preferred, ...stepped])];
  };
  const below = side(-1);
  const above = side(1);
  const lowest = Math.max(0, count - 1 - above.length);
  const highest = Math.max(lowest, Math.min(count - 1, below.length));
  const place = random.int(lowest, highest);
  const distractors = [...below.slice(0, place), ...above.slice(0, count - 1 - place)];
  return random.shuffle([answer, ...distractors]).map(numberChoice);
}
