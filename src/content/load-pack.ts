import type { ContentPack } from '@/domain/types';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { PackNotAvailableError } from './errors';

type PackModule = { pack: ContentPack };

/** Free packs that ship with the app, one lazy chunk per grade. */
const BUNDLED_PACKS: Partial<Record<string, () => Promise<PackModule>>> = {
  'nursery/v1': () => import('./packs/nursery/v1'),
  'k1/v1': () => import('./packs/k1/v1'),
  'k2/v1': () => import('./packs/k2/v1'),
};

const loaded = new Map<string, Promise<ContentPack>>();
const ready = new Map<string, ContentPack>();
const readByPrerender = new Set<string>();

/**
 * The content of one (grade, volume), loaded on demand and remembered by that key (SPEC
 * section 7). Rejects with PackNotAvailableError for a volume that is not on the device.
 */
export function loadPack(grade: GradeSlug, volume: VolumeSlug): Promise<ContentPack> {
  const key = `${grade}/${volume}`;
  const remembered = loaded.get(key);
  if (remembered) return remembered;
  const loader = BUNDLED_PACKS[key];
  const loading = loader
    ? loader().then((module) => {
        ready.set(key, module.pack);
        return module.pack;
      })
    : Promise.reject(new PackNotAvailableError(grade, volume));
  loaded.set(key, loading);
  // A failed load (a missing chunk while offline) is tried again next time.
  loading.catch(() => loaded.delete(key));
  return loading;
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
  const pack = ready.get(key);
  if (import.meta.env.SSR && pack) readByPrerender.add(key);
  return pack;
}

/** Prerendering: the packs ('k1/v1') the page just rendered showed, which hydration needs first. */
export function takePrerenderedPacks(): string[] {
  const keys = [...readByPrerender].sort();
  readByPrerender.clear();
  return keys;
}
