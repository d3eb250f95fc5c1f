import type { ChoiceFeedback } from '@/activities/core/kind';
import type { Item, Visual } from '@/domain/types';
import { SIGHT_SENTENCES, getWord, sentencePlainText, sentenceTokens } from '@/domain/lexicon';

function sameCells(text: string, cells: readonly (Visual | null)[]): boolean {
  const tokens = sentenceTokens(text);
  return (
    tokens.length === cells.length &&
    tokens.every((token, index) => {
      const cell = cells[index];
      if (cell === null) return token.type === 'text';
      if (token.type === 'picture') {
        return cell?.type === 'picture' && cell.picture === getWord(token.word).picture;
      }
      return cell?.type === 'text' && cell.text === token.text;
    })
  );
}

/** The sentence a sentence item shows, read in full ('I can see the dog.'). */
function sentenceOf(item: Item): string | undefined {
  if (item.type !== 'choice' || item.stem?.type !== 'sequence') return undefined;
  const { cells } = item.stem;
  const sentence = SIGHT_SENTENCES.find((entry) => sameCells(entry.text, cells));
  return sentence && sentencePlainText(sentence.text);
}

/**
 * Names the word the child picked, then says the sentence or the word to find again:
 * 'That word says go. Listen: I can see the dog. Try again!'
 */
export const sightWordsFeedback: ChoiceFeedback = (item, chosen) => {
  const right = item.choices.find((choice) => choice.id === item.answer);
  if (!right) return 'Try again!';
  const sentence = sentenceOf(item);
  const again = sentence ? `Listen: ${sentence}` : `Find the word ${right.speech}.`;
  return `That word says ${chosen.speech}. ${again} Try again!`;
};
