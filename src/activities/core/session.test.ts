import { describe, expect, it } from 'vitest';
import {
  AUTO_HINT_AFTER,
  createSession,
  currentItem,
  isLastItem,
  isSessionState,
  sessionReducer,
  summarise,
  type SessionAction,
  type SessionState,
} from './session';
import type { ChoiceItem } from '@/domain/types';

function choiceItem(id: string, answer: string): ChoiceItem {
  return {
    id,
    type: 'choice',
    prompt: { text: `Question ${id}`, speech: `Question ${id}` },
    choices: ['a', 'b', 'c'].map((choice) => ({
      id: choice,
      visual: { type: 'text', text: choice },
      speech: `letter ${choice}`,
    })),
    answer,
    hint: `Hint for ${id}`,
    praise: `Yes! ${answer} is right.`,
  };
}

/** A fake clock: every call is one second later. */
function fakeClock(start = 1_000_000) {
  let now = start;
  return () => {
    now += 1000;
    return now;
  };
}

function run(state: SessionState, actions: SessionAction[]): SessionState {
  return actions.reduce(sessionReducer, state);
}

const items = [choiceItem('1', 'a'), choiceItem('2', 'b'), choiceItem('3', 'c')];

describe('session reducer', () => {
  it('starts in the ready phase and plays after start', () => {
    const clock = fakeClock();
    const ready = createSession('k1/v1/letters', 42, items);
    expect(ready.phase).toBe('ready');
    expect(
      sessionReducer(ready, {
        type: 'answer',
        answer: { type: 'choice', choiceId: 'a' },
        now: clock(),
      }),
    ).toBe(ready);
    const playing = sessionReducer(ready, { type: 'start', now: clock() });
    expect(playing.phase).toBe('playing');
    expect(playing.startedAt).toBe(1_002_000);
    expect(currentItem(playing)?.id).toBe('1');
  });

  it('keeps the item after a wrong answer and names the choice', () => {
    const clock = fakeClock();
    const state = run(createSession('t', 1, items), [
      { type: 'start', now: clock() },
      { type: 'answer', answer: { type: 'choice', choiceId: 'b' }, now: clock() },
    ]);
    expect(state.index).toBe(0);
    expect(state.phase).toBe('feedback');
    expect(state.feedback).toEqual({
      correct: false,
      message: "That is letter b. Let's try again!",
    });
    expect(state.results[0]).toMatchObject({ attempts: 1, solved: false, correctFirstTry: false });
    expect(state.hintShown).toBe(false);
    // 'next' does nothing until the item is solved.
    expect(sessionReducer(state, { type: 'next' })).toBe(state);
  });

  it(`shows the hint by itself after ${AUTO_HINT_AFTER} wrong answers`, () => {
    const clock = fakeClock();
    const wrong = { type: 'answer', answer: { type: 'choice', choiceId: 'c' }, now: 0 } as const;
    const once = run(createSession('t', 1, items), [{ type: 'start', now: clock() }, wrong]);
    expect(once.hintShown).toBe(false);
    const twice = sessionReducer(once, wrong);
    expect(twice.hintShown).toBe(true);
    expect(twice.results[0]?.hintsUsed).toBe(0);
    const solved = sessionReducer(twice, {
      type: 'answer',
      answer: { type: 'choice', choiceId: 'a' },
      now: clock(),
    });
    expect(solved.feedback).toEqual({ correct: true, message: 'Yes! a is right.' });
    expect(solved.results[0]).toMatchObject({ attempts: 3, solved: true, correctFirstTry: false });
  });

  it('counts hints the child asks for and clears the hint on the next item', () => {
    const clock = fakeClock();
    const state = run(createSession('t', 1, items), [
      { type: 'start', now: clock() },
      { type: 'hint' },
      { type: 'hint' },
    ]);
    expect(state.hintShown).toBe(true);
    expect(state.results[0]?.hintsUsed).toBe(2);
    const next = run(state, [
      { type: 'answer', answer: { type: 'choice', choiceId: 'a' }, now: clock() },
      { type: 'next' },
    ]);
    expect(next.index).toBe(1);
    expect(next.phase).toBe('playing');
    expect(next.hintShown).toBe(false);
    expect(next.feedback).toBeNull();
    // A first-try answer after asking for help still counts as first try.
    expect(next.results[0]?.correctFirstTry).toBe(true);
  });

  it('ignores answers once the item is solved', () => {
    const clock = fakeClock();
    const solved = run(createSession('t', 1, items), [
      { type: 'start', now: clock() },
      { type: 'answer', answer: { type: 'choice', choiceId: 'a' }, now: clock() },
    ]);
    expect(
      sessionReducer(solved, {
        type: 'answer',
        answer: { type: 'choice', choiceId: 'b' },
        now: clock(),
      }),
    ).toBe(solved);
  });

  it('plays a whole round, finishes and summarises with stars and duration', () => {
    const clock = fakeClock();
    let state = sessionReducer(createSession('t', 7, items), { type: 'start', now: clock() });
    const plan: string[][] = [['a'], ['c', 'b'], ['c']];
    plan.forEach((answers, index) => {
      for (const choiceId of answers) {
        state = sessionReducer(state, {
          type: 'answer',
          answer: { type: 'choice', choiceId },
          now: clock(),
        });
      }
      if (index < plan.length - 1) state = sessionReducer(state, { type: 'next' });
    });
    expect(isLastItem(state)).toBe(true);
    expect(sessionReducer(state, { type: 'next' })).toBe(state);
    state = sessionReducer(state, { type: 'finish', now: clock() });
    expect(state.phase).toBe('finished');
    expect(state.results.map((result) => result.lastAnswer)).toEqual([
      { type: 'choice', choiceId: 'a' },
      { type: 'choice', choiceId: 'b' },
      { type: 'choice', choiceId: 'c' },
    ]);
    // started at +1 s, 4 answers and finish: +2..+5 s answers, finish at +6 s.
    expect(summarise(state)).toEqual({ score: 2, maxScore: 3, stars: 2, durationMs: 5000 });
  });

  it('survives a JSON round trip and resumes where it stopped', () => {
    const clock = fakeClock();
    const state = run(createSession('t', 3, items), [
      { type: 'start', now: clock() },
      { type: 'answer', answer: { type: 'choice', choiceId: 'a' }, now: clock() },
      { type: 'next' },
      { type: 'answer', answer: { type: 'choice', choiceId: 'a' }, now: clock() },
    ]);
    const saved: unknown = JSON.parse(JSON.stringify(state));
    expect(isSessionState(saved)).toBe(true);
    if (!isSessionState(saved)) return;
    expect(saved).toEqual(state);
    const restored = sessionReducer(createSession('t', 3, items), {
      type: 'restore',
      state: saved,
    });
    expect(restored.index).toBe(1);
    const resumed = sessionReducer(restored, {
      type: 'answer',
      answer: { type: 'choice', choiceId: 'b' },
      now: clock(),
    });
    expect(resumed.results[1]).toMatchObject({ attempts: 2, solved: true, correctFirstTry: false });
  });

  it('rejects things that are not saved sessions', () => {
    expect(isSessionState(null)).toBe(false);
    expect(isSessionState({ version: 2 })).toBe(false);
    expect(isSessionState({ ...createSession('t', 1, items), results: [] })).toBe(false);
  });

  it('can finish early; unanswered items score nothing', () => {
    const clock = fakeClock();
    const state = run(createSession('t', 1, items), [
      { type: 'start', now: clock() },
      { type: 'answer', answer: { type: 'choice', choiceId: 'a' }, now: clock() },
      { type: 'finish', now: clock() },
    ]);
    expect(summarise(state)).toEqual({ score: 1, maxScore: 3, stars: 1, durationMs: 2000 });
    expect(sessionReducer(state, { type: 'hint' })).toBe(state);
  });
});
