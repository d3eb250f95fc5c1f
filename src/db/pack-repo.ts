import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { db } from './db';
import { announcePacksChange as announce } from './pack-events';
import { packKeyOf, type StoredPackRow } from './records';

/** A downloaded pack without its content, for lists. */
export type StoredPackSummary = Omit<StoredPackRow, 'pack'>;

/** Keeps a downloaded pack for offline play. */
export async function storePack<Pack>(
  grade: GradeSlug,
  volume: VolumeSlug,
  pack: Pack,
  { bytes, version }: { bytes?: number; version?: string | null } = {},
): Promise<void> {
  const row: StoredPackRow<Pack> = {
    key: packKeyOf(grade, volume),
    grade,
    volume,
    pack,
    downloadedAt: new Date().toISOString(),
    ...(bytes !== undefined ? { bytes } : {}),
    ...(version !== undefined ? { version } : {}),
  };
  await db.packs.put(row);
  announce();
}

export async function loadStoredPack<Pack>(
  grade: GradeSlug,
  volume: VolumeSlug,
): Promise<StoredPackRow<Pack> | undefined> {
  return (await db.packs.get(packKeyOf(grade, volume))) as StoredPackRow<Pack> | undefined;
}

/** Every downloaded pack, without content, by grade and volume. */
export async function listStoredPacks(): Promise<StoredPackSummary[]> {
  const rows = await db.packs.toArray();
  return rows
    .map(({ pack: _pack, ...summary }) => summary)
    .sort((a, b) => a.key.localeCompare(b.key));
}

export async function removeStoredPack(grade: GradeSlug, volume: VolumeSlug): Promise<void> {
  await db.packs.delete(packKeyOf(grade, volume));
  announce();
}

/** Forgets every downloaded pack (signing out: paid content stays with the account). */
export async function clearStoredPacks(): Promise<void> {
  await db.packs.clear();
  announce();
}
