import type { SessionFeedback } from '@/activities/core/session';
import type { Answer, PlaceItem } from '@/domain/types';
import { settledEntries } from './match-pairs';

export type Placements = Record<string, string>;

/**
 * The tiles in their places before the child changes anything: all of them once solved; after an
 * answer, only the tiles that are right (a wrong one goes back to the tray); else none.
 */
export function settledPlacements(
  item: PlaceItem,
  lastAnswer: Answer | null,
  feedback: SessionFeedback | null,
  solved: boolean,
): Placements {
  return settledEntries(
    item.answer,
    lastAnswer?.type === 'place' ? lastAnswer.placed : null,
    feedback,
    solved,
  );
}

/** `placed` with the tile moved to `spot`, as the newest entry. */
export function placeTile(placed: Placements, tile: string, spot: string): Placements {
  const next = Object.fromEntries(Object.entries(placed).filter(([t]) => t !== tile));
  next[tile] = spot;
  return next;
}
