import { useEffect, useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { loadedPack, loadPack } from '@/content/load-pack';
import type { GradeSlug } from '@/domain/grades';

export type FreePackState =
  { status: 'loading' } | { status: 'ready'; pack: ContentPack } | { status: 'failed' };

/** The free volume-1 pack of a grade, for listing its topics. */
export function useFreePack(grade: GradeSlug): FreePackState {
  const [state, setState] = useState<{ grade: GradeSlug; value: FreePackState } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadPack(grade, 'v1').then(
      (pack) => {
        if (!cancelled) setState({ grade, value: { status: 'ready', pack } });
      },
      () => {
        if (!cancelled) setState({ grade, value: { status: 'failed' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [grade]);

  if (state?.grade === grade) return state.value;
  const pack = loadedPack(grade, 'v1');
  return pack ? { status: 'ready', pack } : { status: 'loading' };
}
