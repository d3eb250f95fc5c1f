import type { Answer, Choice, Item, ScoreResult } from '@/domain/types';

const TRY_AGAIN = "Let's try again!";

/** A choice item is right when the chosen id is the answer id; the message names the choice. */
export function scoreChoice(item: Item, answer: Answer): ScoreResult {
  if (item.type !== 'choice' || answer.type !== 'choice') {
    return { correct: false, message: TRY_AGAIN };
  }
  if (answer.choiceId === item.answer) return { correct: true, message: item.praise };
  const chosen = item.choices.find((choice) => choice.id === answer.choiceId);
  return {
    correct: false,
    message: chosen ? `That is ${chosen.speech}. ${TRY_AGAIN}` : TRY_AGAIN,
  };
}

function findSpeech(choices: Choice[], id: string): string | undefined {
  return choices.find((choice) => choice.id === id)?.speech;
}

/**
 * A match item is right when every left choice is paired with its answer and nothing else is
 * paired. A wrong answer names the first pair that does not belong together.
 */
export function scoreMatch(item: Item, answer: Answer): ScoreResult {
  if (item.type !== 'match' || answer.type !== 'match') {
    return { correct: false, message: TRY_AGAIN };
  }
  const expected = Object.entries(item.answer);
  const given = Object.entries(answer.pairs);
  const wrongPair = given.find(([left, right]) => item.answer[left] !== right);
  if (!wrongPair && given.length === expected.length) {
    return { correct: true, message: item.praise };
  }
  if (wrongPair) {
    const left = findSpeech(item.left, wrongPair[0]);
    const right = findSpeech(item.right, wrongPair[1]);
    if (left && right) {
      return { correct: false, message: `${left} does not go with ${right}. ${TRY_AGAIN}` };
    }
    return { correct: false, message: TRY_AGAIN };
  }
  return { correct: false, message: `Match every one. ${TRY_AGAIN}` };
}
