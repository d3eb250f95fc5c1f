import { PUBLISHED_PACKS } from './content/index.ts';
import {
  CONTENT_GRADES,
  CONTENT_VOLUMES,
  type ContentGrade,
  type ContentVolume,
  type PublishedPack,
} from './content-types.ts';

/** Volume 1 of every grade is free: it ships with the app, and anyone may fetch it here too. */
export const FREE_VOLUME: ContentVolume = 'v1';

export function parseContentGrade(value: string): ContentGrade | null {
  const lower = value.toLowerCase();
  return (CONTENT_GRADES as readonly string[]).includes(lower) ? (lower as ContentGrade) : null;
}

export function parseContentVolume(value: string): ContentVolume | null {
  const lower = value.toLowerCase();
  return (CONTENT_VOLUMES as readonly string[]).includes(lower) ? (lower as ContentVolume) : null;
}

export function findPublishedPack(
  grade: ContentGrade,
  volume: ContentVolume,
  packs: readonly PublishedPack[] = PUBLISHED_PACKS,
): PublishedPack | undefined {
  return packs.find((entry) => entry.grade === grade && entry.volume === volume);
}

/** What a device may download: every published pack's grade, volume, size and version. */
export function contentCatalog(packs: readonly PublishedPack[] = PUBLISHED_PACKS) {
  return packs.map(({ grade, volume, bytes, version }) => ({
    grade,
    volume,
    bytes,
    version,
    free: volume === FREE_VOLUME,
  }));
}

const bodies = new Map<PublishedPack, string>();

/** The pack's JSON text, made once per pack. */
export function packBody(entry: PublishedPack): string {
  let body = bodies.get(entry);
  if (body === undefined) {
    body = JSON.stringify(entry.pack);
    bodies.set(entry, body);
  }
  return body;
}
