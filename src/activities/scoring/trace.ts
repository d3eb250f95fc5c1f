import type { Answer, Item, ScoreResult } from '@/domain/types';
import { glyphLayout, glyphName } from '../glyphs/glyphs';
import { checkTrace } from '../glyphs/stroke-test';

/**
 * A trace is right when the stroke test accepts it. The accessible alternative answers with a
 * choice instead: right when the child picked the glyph itself among others.
 */
export function scoreTrace(item: Item, answer: Answer): ScoreResult {
  if (item.type !== 'trace') return { correct: false, message: "Let's try again!" };
  const name = glyphName(item.glyph);
  if (answer.type === 'choice') {
    return answer.choiceId === item.glyph
      ? { correct: true, message: `Yes! That is the ${name}.` }
      : { correct: false, message: `That is ${answer.choiceId}. Let's find ${item.glyph}!` };
  }
  if (answer.type !== 'trace') return { correct: false, message: "Let's try again!" };
  const layout = glyphLayout(item.glyph);
  const verdict = checkTrace(layout.strokes, answer.strokes, layout.aspect);
  switch (verdict.reason) {
    case 'ok':
      return { correct: true, message: item.praise };
    case 'empty':
      return {
        correct: false,
        message: `Put your finger on the big dot and trace the ${name}.`,
      };
    case 'off-path':
      return {
        correct: false,
        message: `Your line went away from the dots. Let's trace the ${name} again!`,
      };
    case 'incomplete':
      return { correct: false, message: `Good start! Now trace all of the ${name}.` };
  }
}
