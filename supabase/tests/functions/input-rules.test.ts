import { describe, expect, it } from 'vitest';
import {
  MAX_JSON_DEPTH,
  describeJsonProblem,
  findJsonProblem,
  isSafeText,
  textProblem,
} from '../../functions/_shared/input-rules.ts';

/** Arrays inside arrays, `levels` deep. */
function nested(levels: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < levels; level += 1) value = [value];
  return value;
}

describe('the text rule', () => {
  it.each(['Maya', '', 'प्रिया', 'مرحبا', '🌱👋🏽', 'line\nbreak\ttab', '\u202e'])(
    'takes %j',
    (text) => {
      expect(isSafeText(text)).toBe(true);
    },
  );

  it.each([
    ['a\u0000b', 'nul'],
    ['\ud800', 'lone-surrogate'],
    ['x\udfff', 'lone-surrogate'],
    ['\udc00\ud800', 'lone-surrogate'],
    ['🌱'.slice(0, 1), 'lone-surrogate'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });
});

describe('the JSON rule', () => {
  it('finds a NUL or an unpaired surrogate in any key or string, with its path', () => {
    expect(findJsonProblem({ data: { name: 'a\u0000' } })).toEqual({
      problem: 'nul',
      path: 'data.name',
    });
    expect(findJsonProblem([1, { 'k\ud800': true }])).toEqual({
      problem: 'lone-surrogate',
      path: '1.k\ud800',
    });
    expect(findJsonProblem({ ok: ['fine', 3, null, false] })).toBeUndefined();
  });

  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more, at any depth without recursion`, () => {
    expect(findJsonProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(findJsonProblem(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ problem: 'too-deep' });
    expect(findJsonProblem(nested(200_000))).toMatchObject({ problem: 'too-deep' });
  });

  it('checks only the nesting when asked to', () => {
    expect(findJsonProblem({ a: '\u0000' }, { text: false })).toBeUndefined();
    expect(findJsonProblem(nested(3), { maxDepth: 2, text: false })).toMatchObject({
      problem: 'too-deep',
    });
  });

  it('describes a finding in a sentence with a bounded path', () => {
    expect(describeJsonProblem({ problem: 'nul', path: 'data.name' })).toBe(
      "The request body's data.name contains a NUL character",
    );
    expect(describeJsonProblem({ problem: 'too-deep', path: '' })).toBe(
      `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
    );
    expect(describeJsonProblem({ problem: 'nul', path: 'x'.repeat(500) }).length).toBeLessThan(150);
  });
});
