import type { Answer, Choice, Item, ScoreResult } from '@/domain/types';
import { capitalise } from '@/domain/words';

const TRY_AGAIN = "Let's try again!";

/**
 * A choice item is right when the chosen id is the answer id. A wrong choice says its own
 * feedback, or else names what was picked.
 */
export function scoreChoice(item: Item, answer: Answer): ScoreResult {
  if (item.type !== 'choice' || answer.type !== 'choice') {
    return { correct: false, message: TRY_AGAIN };
  }
  if (answer.choiceId === item.answer) return { correct: true, message: item.praise };
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  if (!chosen) return { correct: false, message: TRY_AGAIN };
  return { correct: false, message: chosen.feedback ?? `That is ${chosen.speech}. ${TRY_AGAIN}` };
}

function findSpeech(choices: Choice[], id: string): string | undefined {
  return choices.find((choice) => choice.id === id)?.speech;
}

/**
 * A match item is right when every left choice is paired with its answer and nothing else is
 * paired. Pairs may come one at a time: while every pair so far is right, the newest is praised
 * and the item stays open. A wrong answer names the newest pair that does not belong together.
 */
export function scoreMatch(item: Item, answer: Answer): ScoreResult {
  if (item.type !== 'match' || answer.type !== 'match') {
    return { correct: false, message: TRY_AGAIN };
  }
  const given = Object.entries(answer.pairs);
  const wrongPairs = given.filter(([left, right]) => item.answer[left] !== right);
  const wrongPair = wrongPairs.at(-1);
  if (wrongPair) {
    const left = findSpeech(item.left, wrongPair[0]);
    const right = findSpeech(item.right, wrongPair[1]);
    if (left && right) {
      return {
        correct: false,
        message: `${capitalise(left)} does not go with ${right}. ${TRY_AGAIN}`,
      };
    }
    return { correct: false, message: TRY_AGAIN };
  }
  if (given.length === Object.keys(item.answer).length) {
    return { correct: true, message: item.praise };
  }
  const newest = given.at(-1);
  const left = newest && findSpeech(item.left, newest[0]);
  const right = newest && findSpeech(item.right, newest[1]);
  if (!left || !right) return { correct: false, message: `Match every one. ${TRY_AGAIN}` };
  return { correct: true, partial: true, message: `Yes! ${capitalise(left)} goes with ${right}.` };
}
