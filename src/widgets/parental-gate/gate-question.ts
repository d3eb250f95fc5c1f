/**
 * The grown-up question in front of settings, payments and the way out of the child's area:
 * something a parent answers at once and a 3 to 6 year old cannot, because it needs reading and
 * either times tables or writing a number word in digits. The question is only shown, never read
 * aloud.
 */

export interface GateQuestion {
  /** The question, also the answer field's label. */
  prompt: string;
  /** The answer in digits. */
  answer: string;
}

/** Picks a whole number from 0 to `count` - 1. */
export type Pick = (count: number) => number;

const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 21 to 99 in words: 'forty-seven', 'sixty'. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 20 || value > 99) {
    throw new Error(`Only 20 to 99 are written in words here (got ${value})`);
  }
  const tens = TENS[Math.floor(value / 10)] as string;
  const ones = ONES[value % 10] as string;
  return ones ? `${tens}-${ones}` : tens;
}

/** Reads a number word back ('forty-seven' -> 47); null when it is not one. */
export function numberFromWords(words: string): number | null {
  const [tensWord, onesWord = ''] = words.trim().toLowerCase().split('-');
  const tens = TENS.indexOf(tensWord ?? '');
  const ones = onesWord ? ONES.indexOf(onesWord) : 0;
  return tens >= 2 && ones >= 0 ? tens * 10 + ones : null;
}

export function gateQuestion(pick: Pick): GateQuestion {
  if (pick(2) === 0) {
    const a = 4 + pick(6);
    const b = 4 + pick(6);
    return { prompt: `What is ${a} times ${b}?`, answer: String(a * b) };
  }
  const value = 21 + pick(79);
  return {
    prompt: `Type the number ${numberInWords(value)} in digits.`,
    answer: String(value),
  };
}

/** Whether `typed` answers the question: digits only, spaces around them ignored. */
export function isRightAnswer(question: GateQuestion, typed: string): boolean {
  return typed.trim() === question.answer;
}

/** A Pick from the browser's (or Node's) cryptographic random numbers. */
export function cryptoPick(count: number): number {
  const [value = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return value % count;
}
