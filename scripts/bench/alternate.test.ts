import { describe, expect, it } from 'vitest';
import { alternate } from './alternate';

describe('alternate', () => {
  it('measures each page once per round, in turn, and keeps each one its own results', async () => {
    const calls: string[] = [];
    const measuring = (name: string) => async (round: number) => {
      calls.push(`${name}${round + 1}`);
      return `${name}${round + 1}`;
    };
    const results = await alternate(3, [measuring('topic'), measuring('dom'), measuring('react')]);
    expect(calls).toEqual([
      'topic1',
      'dom1',
      'react1',
      'topic2',
      'dom2',
      'react2',
      'topic3',
      'dom3',
      'react3',
    ]);
    expect(results).toEqual([
      ['topic1', 'topic2', 'topic3'],
      ['dom1', 'dom2', 'dom3'],
      ['react1', 'react2', 'react3'],
    ]);
  });

  it('waits for one measurement to end before the next begins', async () => {
    let running = 0;
    let most = 0;
    const slow = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return 0;
    };
    await alternate(2, [slow, slow]);
    expect(most).toBe(1);
  });

  it('makes no measurement for no rounds', async () => {
    let called = false;
    const results = await alternate(0, [
      async () => {
        called = true;
        return 1;
      },
    ]);
    expect(called).toBe(false);
    expect(results).toEqual([[]]);
  });
});
