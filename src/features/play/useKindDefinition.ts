import { useEffect, useState } from 'react';
import type { KindDefinition } from '@/activities/core/kind';
import { loadKind, loadedKind } from '@/activities/kind-loaders';
import type { KindId } from '@/domain/types';

export type KindLoad =
  | { status: 'loading'; id: KindId | null }
  | { status: 'ready'; id: KindId; definition: KindDefinition<unknown> }
  | { status: 'failed'; id: KindId; error: unknown };

function known(id: KindId | null): KindLoad {
  const definition = id ? loadedKind(id) : undefined;
  return id && definition ? { status: 'ready', id, definition } : { status: 'loading', id };
}

/** The definition of an activity kind, loaded with the page that plays it; null loads none. */
export function useKindDefinition(id: KindId | null): KindLoad {
  const [load, setLoad] = useState<KindLoad>(() => known(id));
  useEffect(() => {
    if (!id || loadedKind(id)) return;
    let live = true;
    loadKind(id).then(
      (definition) => {
        if (live) setLoad({ status: 'ready', id, definition });
      },
      (error: unknown) => {
        if (live) setLoad({ status: 'failed', id, error });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return load.id === id && load.status !== 'loading' ? load : known(id);
}
