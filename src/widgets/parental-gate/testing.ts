/** For tests: the answer to the question a gate's field is labelled with, as a parent reads it. */
import { numberFromWords } from './gate-question';

export function answerToPrompt(prompt: string): string {
  const times = /^What is (\d+) times (\d+)\?$/.exec(prompt);
  if (times) return String(Number(times[1]) * Number(times[2]));
  const words = /^Type the number ([a-z-]+) in digits\.$/.exec(prompt);
  const value = words ? numberFromWords(words[1] ?? '') : null;
  if (value === null) throw new Error(`Not a gate question: ${prompt}`);
  return String(value);
}

/** The answer for a gate's answer field (its label is the question). */
export function answerOf(field: HTMLElement): string {
  const label = (field as HTMLInputElement).labels?.[0]?.textContent ?? '';
  return answerToPrompt(label);
}
