import { scoreChoice } from '@/activities/core/scoring';
import type { Answer, Item, ScoreResult } from '@/domain/types';
import { DIGRAPH_CHOICE, digraphWords } from './generate';

/** Names the chosen digraph with a word that has it: 'That is ch, as in chick. Try again!' */
export function scoreDigraphs(item: Item, answer: Answer): ScoreResult {
  const result = scoreChoice(item, answer);
  if (result.correct || item.type !== 'choice' || answer.type !== 'choice') return result;
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  if (!chosen?.id.startsWith(DIGRAPH_CHOICE)) return { correct: false, message: 'Try again!' };
  const digraph = chosen.id.slice(DIGRAPH_CHOICE.length);
  const example = digraphWords(digraph, 'any')[0]?.word;
  return {
    correct: false,
    message: example
      ? `That is ${digraph}, as in ${example}. Try again!`
      : `That is ${digraph}. Try again!`,
  };
}
