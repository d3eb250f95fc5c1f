import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_PASSED_UNTIL } from '@/storage';
import { forgetPass, hasRecentPass, rememberPass } from './gate-pass';
import {
  cryptoPick,
  gateQuestion,
  isRightAnswer,
  numberFromWords,
  numberInWords,
} from './gate-question';

/** A Pick that answers from a list, then zeros. */
const picks = (...values: number[]) => {
  const queue = [...values];
  return (count: number) => {
    const value = queue.shift() ?? 0;
    if (value >= count) throw new Error(`${value} is not below ${count}`);
    return value;
  };
};

describe('gateQuestion', () => {
  it('asks a times-table question from 4 x 4 to 9 x 9', () => {
    expect(gateQuestion(picks(0, 3, 4))).toEqual({ prompt: 'What is 7 times 8?', answer: '56' });
    expect(gateQuestion(picks(0, 0, 0))).toEqual({ prompt: 'What is 4 times 4?', answer: '16' });
    expect(gateQuestion(picks(0, 5, 5))).toEqual({ prompt: 'What is 9 times 9?', answer: '81' });
  });

  it('asks for a number from 21 to 99 written in words, in digits', () => {
    expect(gateQuestion(picks(1, 3))).toEqual({
      prompt: 'Type the number twenty-four in digits.',
      answer: '24',
    });
    expect(gateQuestion(picks(1, 78)).answer).toBe('99');
    expect(gateQuestion(picks(1, 0)).answer).toBe('21');
  });

  it('only asks what a child of 3 to 6 cannot answer at a glance', () => {
    for (let run = 0; run < 300; run += 1) {
      const question = gateQuestion(cryptoPick);
      expect(Number(question.answer)).toBeGreaterThanOrEqual(16);
      expect(question.prompt).toMatch(
        /^(What is \d times \d\?|Type the number [a-z-]+ in digits\.)$/,
      );
    }
  });
});

describe('number words', () => {
  it('write and read every number from 20 to 99', () => {
    expect(numberInWords(40)).toBe('forty');
    expect(numberInWords(47)).toBe('forty-seven');
    for (let value = 20; value <= 99; value += 1)
      expect(numberFromWords(numberInWords(value))).toBe(value);
    expect(numberFromWords('eleven')).toBeNull();
    expect(() => numberInWords(100)).toThrow();
  });
});

describe('isRightAnswer', () => {
  it('takes the digits, with spaces around them, and nothing else', () => {
    const question = { prompt: 'What is 7 times 8?', answer: '56' };
    expect(isRightAnswer(question, ' 56 ')).toBe(true);
    expect(isRightAnswer(question, '65')).toBe(false);
    expect(isRightAnswer(question, 'fifty-six')).toBe(false);
    expect(isRightAnswer(question, '')).toBe(false);
  });
});

describe('remembering a pass', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lasts five minutes', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(hasRecentPass(now)).toBe(false);
    rememberPass(now);
    expect(hasRecentPass(now + 4 * 60_000)).toBe(true);
    expect(hasRecentPass(now + 5 * 60_000)).toBe(false);
    rememberPass(now);
    forgetPass();
    expect(hasRecentPass(now)).toBe(false);
  });

  it('ignores a pass when the clock was turned back', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    rememberPass(now);
    expect(hasRecentPass(now - 60 * 60_000)).toBe(false);
    store.set(GATE_PASSED_UNTIL.name, 'soon');
    expect(hasRecentPass(now)).toBe(false);
  });
});
