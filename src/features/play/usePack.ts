import { useEffect, useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { useSubscriptionStatus } from '@/backend/subscription';
import { isBundledPack, loadedPack, loadPack } from '@/content/load-pack';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import type { PackOutcome, UnavailableReason } from '@/sync/packs';

export type PackState =
  | { status: 'loading' }
  | { status: 'ready'; pack: ContentPack }
  /**
   * Not playable here: `locked` for visitors and parents without an active subscription,
   * `not-downloaded` for a subscriber offline with a volume not on the device, `not-published`
   * when the server does not have the volume yet.
   */
  | { status: 'unavailable'; reason: UnavailableReason }
  /** The pack's code or download could not be fetched (offline before it was cached). */
  | { status: 'failed' };

/**
 * Loads the pack of a (grade, volume) on demand: volume 1 from the app; volumes 2 to 4, for an
 * active subscriber (offline: until the subscription's end date), from this device when
 * downloaded, else from the server.
 */
export function usePack(grade: GradeSlug, volume: VolumeSlug): PackState {
  const subscription = useSubscriptionStatus();
  const entitled = isBundledPack(grade, volume)
    ? true
    : subscription.loading
      ? null
      : subscription.status === 'active';
  const key = `${grade}/${volume}/${String(entitled)}`;
  const [state, setState] = useState<{ key: string; value: PackState } | null>(null);

  useEffect(() => {
    if (entitled === null) return;
    let cancelled = false;
    // A free volume needs none of the download and subscription code.
    const opening: Promise<PackOutcome> = isBundledPack(grade, volume)
      ? loadPack(grade, volume).then(
          (pack) => ({ status: 'ready', pack, source: 'app' }),
          () => ({ status: 'failed' }),
        )
      : import('@/sync/packs').then(({ openPack }) => openPack(grade, volume, entitled));
    void opening.then((outcome) => {
      if (cancelled) return;
      setState({
        key,
        value: outcome.status === 'ready' ? { status: 'ready', pack: outcome.pack } : outcome,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [grade, volume, entitled, key]);

  if (state?.key === key) return state.value;
  const bundled = isBundledPack(grade, volume) ? loadedPack(grade, volume) : undefined;
  return bundled ? { status: 'ready', pack: bundled } : { status: 'loading' };
}
