import type { CardOwner } from '@/activities/core/review-cards';
import type { ReviewCardRow } from '@/db';
import { listChildReviewCards } from '@/db/on-demand';
import { familyOnDevice, playingChildId } from '@/sync/playing';

/** Whose review cards a round on this device reads and writes: the playing child's. */
export function reviewOwner(userId: string | null): CardOwner {
  return { userId, childId: playingChildId(familyOnDevice(userId)) };
}

/**
 * The playing child's review cards on this device: the first child's include those kept before
 * the family had children (null). None when the device cannot store them.
 */
export async function readOwnCards(userId: string | null): Promise<ReviewCardRow[]> {
  const family = familyOnDevice(userId);
  const childId = playingChildId(family);
  const isFirst = childId === null || childId === family.children[0]?.id;
  try {
    return await listChildReviewCards(childId, isFirst);
  } catch {
    return [];
  }
}
