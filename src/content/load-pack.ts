import type { ContentPack } from '@/domain/types';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { loadOnce } from '@/lib/load-once';
import { PackNotAvailableError } from './errors';

type PackModule = { pack: ContentPack };

/** Free packs that ship with the app, one lazy chunk per grade. */
const BUNDLED_PACKS: Partial<Record<string, () => Promise<PackModule>>> = {
  'nursery/v1': () => import('./packs/nursery/v1'),
  'k1/v1': () => import('./packs/k1/v1'),
  'k2/v1': () => import('./packs/k2/v1'),
};

// A failed load (a missing chunk while offline) is tried again next time.
const packs = loadOnce(async (key: string) => {
  const loader = BUNDLED_PACKS[key];
  if (!loader) throw new Error(`No pack '${key}' ships with the app`);
  return (await loader()).pack;
});
const readByPrerender = new Set<string>();

/**
 * The content of one (grade, volume), loaded on demand and remembered by that key (SPEC
 * section 7). Rejects with PackNotAvailableError for a volume that is not on the device.
 */
export function loadPack(grade: GradeSlug, volume: VolumeSlug): Promise<ContentPack> {
  return isBundledPack(grade, volume)
    ? packs.load(`${grade}/${volume}`)
    : Promise.reject(new PackNotAvailableError(grade, volume));
}

/** Whether the pack ships with the app (no download, no subscription). */
export function isBundledPack(grade: GradeSlug, volume: VolumeSlug): boolean {
  return `${grade}/${volume}` in BUNDLED_PACKS;
}

/**
 * A bundled pack that has already loaded, or undefined: a page shows it in its first render
 * instead of a loading state (and a prerendered page hydrates with it).
 */
export function loadedPack(grade: GradeSlug, volume: VolumeSlug): ContentPack | undefined {
  const key = `${grade}/${volume}`;
  const pack = packs.loaded(key);
  if (import.meta.env.SSR && pack) readByPrerender.add(key);
  return pack;
}

/** Prerendering: the packs ('k1/v1') the page just rendered showed, which hydration needs first. */
export function takePrerenderedPacks(): string[] {
  const keys = [...readByPrerender].sort();
  readByPrerender.clear();
  return keys;
}
