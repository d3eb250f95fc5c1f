/** Result fixtures for the progress tests. */
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { pack as nurseryV1 } from '../packs/nursery/v1';
import { outlineCatalog, type CatalogPack } from './catalog';
import type { ProgressResult } from './results';

let counter = 0;

/** A topic round of Nursery V1 English, with a fresh id unless one is given. */
export function result(overrides: Partial<ProgressResult> = {}): ProgressResult {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    grade: 'nursery',
    volume: 'v1',
    subject: 'english',
    topic: 'big-and-small-letters',
    kind: 'letter-case',
    score: 6,
    maxScore: 8,
    stars: 2,
    durationMs: 60_000,
    finishedAt: '2026-04-10T09:00:00.000Z',
    ...overrides,
  };
}

/** Nursery V1 from its pack; any other volume from its outline and the given results. */
export function catalogWith(results: readonly ProgressResult[] = []) {
  return (grade: GradeSlug, volume: VolumeSlug): CatalogPack =>
    grade === 'nursery' && volume === 'v1' ? nurseryV1 : outlineCatalog(grade, volume, results);
}

export const knownNurseryV1 = (grade: GradeSlug, volume: VolumeSlug) =>
  grade === 'nursery' && volume === 'v1';
