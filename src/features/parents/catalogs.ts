import {
  outlineCatalog,
  type CatalogLookup,
  type CatalogPack,
  type ProgressResult,
} from '@/content/progress';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { openPack } from '@/sync/packs';

/** What Parents Corner knows of each volume played: its pack, or an outline. */
export interface Catalogs {
  lookup: CatalogLookup;
  /** Whether the volume's own pack was found (so its topic count is known). */
  known(grade: GradeSlug, volume: VolumeSlug): boolean;
}

/**
 * The pack of a volume where the activities get it (shipped, downloaded, or from the server for
 * a subscriber; the server decides); null when it cannot be had.
 */
async function packFor(
  grade: GradeSlug,
  volume: VolumeSlug,
  signedIn: boolean,
): Promise<CatalogPack | null> {
  try {
    const outcome = await openPack(grade, volume, signedIn);
    return outcome.status === 'ready' ? outcome.pack : null;
  } catch {
    return null;
  }
}

/** Titles and skills for every volume in `results`; an outline where the pack is not to be had. */
export async function loadCatalogs(
  results: readonly ProgressResult[],
  signedIn: boolean,
): Promise<Catalogs> {
  const keys = [...new Set(results.map((result) => `${result.grade}/${result.volume}`))];
  const found = new Map<string, CatalogPack>();
  await Promise.all(
    keys.map(async (key) => {
      const [grade, volume] = key.split('/') as [GradeSlug, VolumeSlug];
      const pack = await packFor(grade, volume, signedIn);
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
