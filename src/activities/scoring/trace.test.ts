import { describe, expect, it } from 'vitest';
import type { TraceItem } from '@/domain/types';
import { glyphLayout } from '../glyphs/glyphs';
import { scoreTrace } from './trace';

const item: TraceItem = {
  id: '1-s',
  type: 'trace',
  glyph: 's',
  prompt: { text: 'Trace the letter s.', speech: 'Trace the letter s.' },
  hint: 'Start at the big green dot.',
  praise: 'Well done! You traced the letter s.',
};

describe('scoreTrace', () => {
  it('praises a good trace', () => {
    expect(scoreTrace(item, { type: 'trace', strokes: glyphLayout('s').strokes })).toEqual({
      correct: true,
      message: 'Well done! You traced the letter s.',
    });
  });

  it('explains gently what went wrong', () => {
    expect(scoreTrace(item, { type: 'trace', strokes: [] })).toEqual({
      correct: false,
      message: 'Put your finger on the big dot and trace the letter s.',
    });
    const wild = [
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 0, y: 1 },
        { x: 1, y: 1 },
      ],
    ];
    expect(scoreTrace(item, { type: 'trace', strokes: wild })).toEqual({
      correct: false,
      message: "Your line went away from the dots. Let's trace the letter s again!",
    });
    const half = [glyphLayout('s').strokes[0]?.slice(0, 12) ?? []];
    expect(scoreTrace(item, { type: 'trace', strokes: half })).toEqual({
      correct: false,
      message: 'Good start! Now trace all of the letter s.',
    });
  });

  it('scores the accessible alternative as a choice', () => {
    expect(scoreTrace(item, { type: 'choice', choiceId: 's' })).toEqual({
      correct: true,
      message: 'Yes! That is the letter s.',
    });
    expect(scoreTrace(item, { type: 'choice', choiceId: 'z' })).toEqual({
      correct: false,
      message: "That is z. Let's find s!",
    });
  });

  it('is wrong for other answers and other items', () => {
    expect(scoreTrace(item, { type: 'match', pairs: {} }).correct).toBe(false);
    expect(
      scoreTrace({ ...item, type: 'choice', choices: [], answer: 'x' } as never, {
        type: 'trace',
        strokes: [],
      }).correct,
    ).toBe(false);
  });
});
