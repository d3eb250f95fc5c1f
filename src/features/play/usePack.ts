import { useEffect, useState } from 'react';
import type { ContentPack } from '@/activities/core/types';
import { isPackNotAvailable } from '@/content/errors';
import { loadPack } from '@/content/load-pack';
import type { GradeSlug, VolumeSlug } from '@/lib/grades';

export type PackState =
  | { status: 'loading' }
  | { status: 'ready'; pack: ContentPack }
  /** Not on this device: volumes 2 to 4 before their download. */
  | { status: 'unavailable' }
  /** The pack's code could not be fetched (offline before it was cached). */
  | { status: 'failed' };

/** Loads the pack of a (grade, volume) on demand. */
export function usePack(grade: GradeSlug, volume: VolumeSlug): PackState {
  const key = `${grade}/${volume}`;
  const [state, setState] = useState<{ key: string; value: PackState } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadPack(grade, volume).then(
      (pack) => {
        if (!cancelled) setState({ key, value: { status: 'ready', pack } });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({
          key,
          value: { status: isPackNotAvailable(error) ? 'unavailable' : 'failed' },
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [grade, volume, key]);

  return state?.key === key ? state.value : { status: 'loading' };
}
