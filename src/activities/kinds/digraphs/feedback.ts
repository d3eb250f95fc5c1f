import type { ChoiceFeedback } from '@/activities/core/kind';
import { DIGRAPH_CHOICE, digraphWords } from './generate';

/** Names the chosen digraph with a word that has it: 'That is ch, as in chick. Try again!' */
export const digraphsFeedback: ChoiceFeedback = (_item, chosen) => {
  if (!chosen.id.startsWith(DIGRAPH_CHOICE)) return 'Try again!';
  const digraph = chosen.id.slice(DIGRAPH_CHOICE.length);
  const example = digraphWords(digraph, 'any')[0]?.word;
  return example
    ? `That is ${digraph}, as in ${example}. Try again!`
    : `That is ${digraph}. Try again!`;
};
