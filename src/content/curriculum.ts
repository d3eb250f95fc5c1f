/**
 * What each volume of each grade teaches. The packs take their title, summary and skills from
 * their grade's outlines, so the curriculum pages and the activities always agree; a pack loads
 * only its own grade's.
 */
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { K1_OUTLINES } from './outlines/k1';
import { K2_OUTLINES } from './outlines/k2';
import { NURSERY_OUTLINES } from './outlines/nursery';
import type { VolumeOutline } from './outlines/outline';

export type { VolumeOutline } from './outlines/outline';

export const VOLUME_OUTLINES: Record<GradeSlug, Record<VolumeSlug, VolumeOutline>> = {
  nursery: NURSERY_OUTLINES,
  k1: K1_OUTLINES,
  k2: K2_OUTLINES,
};

/** Volume 1 of every grade is free; the others come with a subscription. */
export function isFreeVolume(volume: VolumeSlug): boolean {
  return volume === 'v1';
}
