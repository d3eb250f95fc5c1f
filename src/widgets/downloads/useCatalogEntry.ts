import { useEffect, useState } from 'react';
import { fetchCatalog, type CatalogEntry } from '@/backend/content';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';

/** The server's size and version of a volume, once known (null offline or before the answer). */
export function useCatalogEntry(grade: GradeSlug, volume: VolumeSlug): CatalogEntry | null {
  const [entries, setEntries] = useState<CatalogEntry[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    void fetchCatalog().then((catalog) => {
      if (!cancelled) setEntries(catalog);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return entries?.find((entry) => entry.grade === grade && entry.volume === volume) ?? null;
}
