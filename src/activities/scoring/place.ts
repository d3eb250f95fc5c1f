import type { Answer, Choice, Item, ScoreResult } from '@/domain/types';
import { capitalise } from '@/domain/words';

const TRY_AGAIN = "Let's try again!";

function nameOf(choices: readonly Choice[], id: string): string | undefined {
  const choice = choices.find((candidate) => candidate.id === id);
  return choice ? (choice.name ?? choice.speech) : undefined;
}

/**
 * A place item is right when every tile that belongs somewhere is in its spot and no spare tile
 * is placed. Tiles may come one at a time: while every tile so far is right, the newest is praised
 * and the item stays open. A wrong answer names the newest tile that is in the wrong spot.
 */
export function scorePlace(item: Item, answer: Answer): ScoreResult {
  if (item.type !== 'place' || answer.type !== 'place') {
    return { correct: false, message: TRY_AGAIN };
  }
  const given = Object.entries(answer.placed);
  const wrong = given.filter(([tile, spot]) => item.answer[tile] !== spot).at(-1);
  if (wrong) {
    const tile = nameOf(item.tiles, wrong[0]);
    const spot = item.spots.find((candidate) => candidate.id === wrong[1])?.speech;
    if (!tile || !spot) return { correct: false, message: TRY_AGAIN };
    return { correct: false, message: `${capitalise(tile)} does not go ${spot}. ${TRY_AGAIN}` };
  }
  if (given.length === Object.keys(item.answer).length) {
    return { correct: true, message: item.praise };
  }
  const newest = given.at(-1);
  const tile = newest && nameOf(item.tiles, newest[0]);
  const spot = newest && item.spots.find((candidate) => candidate.id === newest[1])?.speech;
  if (!tile || !spot)
    return { correct: false, message: `Put every one in its place. ${TRY_AGAIN}` };
  return { correct: true, partial: true, message: `Yes! ${capitalise(tile)} goes ${spot}.` };
}
