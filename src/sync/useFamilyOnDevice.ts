import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FamilyOnDevice } from '@/storage';
import { familyOnDevice, onFamilyChange } from './playing';

/**
 * A parent's children as this device knows them, kept up to date: read again from the server
 * when it can be (offline the device's copy serves) unless `refresh` is false, and on every
 * change on the device.
 */
export function useFamilyOnDevice(userId: string | null, refresh = true): FamilyOnDevice {
  // Read as text, which compares by value, so an unchanged family renders nothing anew.
  const read = () => JSON.stringify(familyOnDevice(userId));
  const stored = useSyncExternalStore(onFamilyChange, read, read);
  const family = useMemo(() => JSON.parse(stored) as FamilyOnDevice, [stored]);

  useEffect(() => {
    if (!userId || !refresh) return;
    // Loaded here, not with the module: the child space shows the device's copy first (and
    // keeps showing it when the code cannot be had offline).
    import('./family').then(
      (family) => family.refreshFamily(userId),
      () => undefined,
    );
  }, [userId, refresh]);

  return family;
}
