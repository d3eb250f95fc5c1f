import type { Random } from '@/domain/random';
import type { Choice } from '@/domain/types';

export function numberChoice(value: number): Choice {
  return { id: `n${value}`, visual: { type: 'text', text: String(value) }, speech: String(value) };
}

/**
 * `count` number choices holding `answer`, in random order. Distractors come first from `near`
 * (the mistakes a child is likely to make, e.g. one more, one less), then from the numbers
 * closest to the answer, always within [min, max].
 */
export function numberChoices(
  answer: number,
  random: Random,
  options: { min: number; max: number; count: number; near?: readonly number[] },
): Choice[] {
  const { min, max, count } = options;
  const usable = (value: number, taken: readonly number[]) =>
    Number.isInteger(value) && value >= min && value <= max && !taken.includes(value);
  const distractors: number[] = [];
  const preferred = random.shuffle(options.near ?? [answer - 1, answer + 1]);
  for (const value of preferred) {
    if (distractors.length >= count - 1) break;
    if (usable(value, [answer, ...distractors])) distractors.push(value);
  }
  for (let distance = 1; distractors.length < count - 1 && distance <= max - min; distance += 1) {
    for (const value of random.shuffle([answer - distance, answer + distance])) {
      if (distractors.length < count - 1 && usable(value, [answer, ...distractors])) {
        distractors.push(value);
      }
    }
  }
  return random.shuffle([answer, ...distractors]).map(numberChoice);
}
