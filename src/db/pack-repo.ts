import type { GradeSlug, VolumeSlug } from '@/lib/grades';
import { db } from './db';
import { packKeyOf, type StoredPackRow } from './records';

/** Keeps a downloaded pack for offline play. */
export async function storePack<Pack>(
  grade: GradeSlug,
  volume: VolumeSlug,
  pack: Pack,
): Promise<void> {
  const row: StoredPackRow<Pack> = {
    key: packKeyOf(grade, volume),
    grade,
    volume,
    pack,
    downloadedAt: new Date().toISOString(),
  };
  await db.packs.put(row);
}

export async function loadStoredPack<Pack>(
  grade: GradeSlug,
  volume: VolumeSlug,
): Promise<StoredPackRow<Pack> | undefined> {
  return (await db.packs.get(packKeyOf(grade, volume))) as StoredPackRow<Pack> | undefined;
}
