import { useEffect, useState } from 'react';
import type { StoredPackSummary } from '@/db';
import { listStoredPacks } from '@/db/on-demand';
import { onStoredPacksChange } from '@/db/pack-events';

/** The volumes downloaded on this device, kept current; null until read. */
export function useStoredPacks(): StoredPackSummary[] | null {
  const [packs, setPacks] = useState<StoredPackSummary[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    const read = () =>
      void listStoredPacks().then(
        (rows) => {
          if (!cancelled) setPacks(rows);
        },
        () => {
          if (!cancelled) setPacks([]);
        },
      );
    read();
    const stop = onStoredPacksChange(read);
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return packs;
}
