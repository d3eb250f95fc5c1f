/**
 * Where the activities of a (grade, volume) come from: volume 1 ships with the app; volumes 2 to
 * 4 come from this device when downloaded, else from the server, for an active subscriber only.
 * Downloading keeps a pack in IndexedDB for offline play.
 */
import type { ContentPack } from '@/domain/types';
import { fetchPack, type PackRefusal, type ProgressListener } from '@/backend/content';
import { refreshSubscriptionStatus } from '@/backend/subscription';
import { asContentPack } from '@/content/pack-shape';
import { isBundledPack, loadPack } from '@/content/load-pack';
import { loadStoredPack, storePack } from '@/db/on-demand';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { fetchedPacks, forgetFetchedPacks } from './fetched-packs';

/** Why a pack cannot be played here. */
export type UnavailableReason =
  /** Not subscribed (or signed out). */
  | 'locked'
  /** A subscriber, offline, and the volume was not downloaded. */
  | 'not-downloaded'
  /** The server does not have the volume yet. */
  | 'not-published';

export type PackOutcome =
  | { status: 'ready'; pack: ContentPack; source: 'app' | 'device' | 'server' }
  | { status: 'unavailable'; reason: UnavailableReason }
  /** The pack's code or answer could not be had for another reason; trying again may help. */
  | { status: 'failed' };

const fetched = fetchedPacks;

function keyOf(grade: GradeSlug, volume: VolumeSlug): string {
  return `${grade}/${volume}`;
}

export { forgetFetchedPacks };

function refusalOutcome(reason: PackRefusal): PackOutcome {
  switch (reason) {
    case 'signed-out':
    case 'subscription-required':
      // The device believed otherwise: read the subscription again.
      void refreshSubscriptionStatus().catch(() => undefined);
      return { status: 'unavailable', reason: 'locked' };
    case 'not-published':
      return { status: 'unavailable', reason: 'not-published' };
    case 'offline':
      return { status: 'unavailable', reason: 'not-downloaded' };
    case 'failed':
      return { status: 'failed' };
  }
}

/**
 * The pack of a (grade, volume) for someone who is (`entitled`) or is not an active
 * subscriber. A downloaded pack is used as it is, online or offline.
 */
export async function openPack(
  grade: GradeSlug,
  volume: VolumeSlug,
  entitled: boolean,
): Promise<PackOutcome> {
  if (isBundledPack(grade, volume)) {
    try {
      return { status: 'ready', pack: await loadPack(grade, volume), source: 'app' };
    } catch {
      return { status: 'failed' };
    }
  }
  if (!entitled) return { status: 'unavailable', reason: 'locked' };

  const stored = await loadStoredPack(grade, volume).catch(() => undefined);
  const storedPack = stored ? asContentPack(stored.pack, grade, volume) : null;
  if (storedPack) return { status: 'ready', pack: storedPack, source: 'device' };

  const remembered = fetched.get(keyOf(grade, volume));
  if (remembered) return { status: 'ready', pack: remembered, source: 'server' };

  const answer = await fetchPack(grade, volume);
  if (!answer.ok) return refusalOutcome(answer.reason);
  const pack = asContentPack(answer.pack, grade, volume);
  if (!pack) return { status: 'failed' };
  fetched.set(keyOf(grade, volume), pack);
  return { status: 'ready', pack, source: 'server' };
}

export type DownloadOutcome =
  | { ok: true; bytes: number }
  | { ok: false; reason: PackRefusal | 'damaged' | 'storage'; message: string };

/** Downloads a pack from the server into IndexedDB, telling `onProgress` as bytes arrive. */
export async function downloadPack(
  grade: GradeSlug,
  volume: VolumeSlug,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<DownloadOutcome> {
  const answer = await fetchPack(grade, volume, { onProgress, signal });
  if (!answer.ok) {
    if (answer.reason === 'signed-out' || answer.reason === 'subscription-required') {
      void refreshSubscriptionStatus().catch(() => undefined);
    }
    return { ok: false, reason: answer.reason, message: answer.message };
  }
  const pack = asContentPack(answer.pack, grade, volume);
  if (!pack) {
    return { ok: false, reason: 'damaged', message: 'The download was damaged. Please try again.' };
  }
  try {
    await storePack(grade, volume, pack, { bytes: answer.bytes, version: answer.version });
  } catch {
    return {
      ok: false,
      reason: 'storage',
      message: 'This device has no room to keep the volume. Free some space and try again.',
    };
  }
  fetched.set(keyOf(grade, volume), pack);
  return { ok: true, bytes: answer.bytes };
}
