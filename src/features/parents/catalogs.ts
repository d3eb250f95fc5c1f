import type { ContentPack } from '@/activities/core/types';
import { loadPack } from '@/content/load-pack';
import {
  outlineCatalog,
  type CatalogLookup,
  type CatalogPack,
  type ProgressResult,
} from '@/content/progress';
import { loadStoredPack } from '@/db';
import { SUBJECT_SLUGS, type GradeSlug, type VolumeSlug } from '@/lib/grades';

/** What Parents Corner knows of each volume played: its pack, or an outline. */
export interface Catalogs {
  lookup: CatalogLookup;
  /** Whether the volume's own pack was found (so its topic count is known). */
  known(grade: GradeSlug, volume: VolumeSlug): boolean;
}

/** Whether a stored value has the parts of a pack the summary reads. */
function isCatalogPack(value: unknown): value is CatalogPack {
  if (typeof value !== 'object' || value === null) return false;
  const pack = value as Partial<ContentPack>;
  return (
    typeof pack.title === 'string' &&
    Array.isArray(pack.skills) &&
    SUBJECT_SLUGS.every((subject) => {
      const part = pack.subjects?.[subject];
      return Array.isArray(part?.topics) && typeof part?.assessment?.title === 'string';
    })
  );
}

/** The pack on this device: shipped with the app (volume 1) or downloaded (volumes 2 to 4). */
async function packOnDevice(grade: GradeSlug, volume: VolumeSlug): Promise<CatalogPack | null> {
  try {
    return await loadPack(grade, volume);
  } catch {
    try {
      const stored = await loadStoredPack<unknown>(grade, volume);
      return stored && isCatalogPack(stored.pack) ? stored.pack : null;
    } catch {
      return null;
    }
  }
}

/** Titles and skills for every volume in `results`, from the device where possible. */
export async function loadCatalogs(results: readonly ProgressResult[]): Promise<Catalogs> {
  const keys = [...new Set(results.map((result) => `${result.grade}/${result.volume}`))];
  const found = new Map<string, CatalogPack>();
  await Promise.all(
    keys.map(async (key) => {
      const [grade, volume] = key.split('/') as [GradeSlug, VolumeSlug];
      const pack = await packOnDevice(grade, volume);
      if (pack) found.set(key, pack);
    }),
  );
  const outlines = new Map<string, CatalogPack>();
  return {
    lookup: (grade, volume) => {
      const key = `${grade}/${volume}`;
      const pack = found.get(key);
      if (pack) return pack;
      let outline = outlines.get(key);
      if (!outline) {
        outline = outlineCatalog(grade, volume, results);
        outlines.set(key, outline);
      }
      return outline;
    },
    known: (grade, volume) => found.has(`${grade}/${volume}`),
  };
}
