/**
 * What the browser says about this site's storage: how much is used, whether it is kept safe
 * from automatic clearing. Every call tolerates browsers without the Storage API.
 */

export interface StorageUse {
  usage: number;
  quota: number | null;
}

export async function storageUse(): Promise<StorageUse | null> {
  if (!navigator.storage?.estimate) return null;
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return { usage: usage ?? 0, quota: quota ?? null };
  } catch {
    return null;
  }
}

/** `true` when the browser promised to keep this site's data; null when it cannot say. */
export async function isStoragePersisted(): Promise<boolean | null> {
  if (!navigator.storage?.persisted) return null;
  try {
    return await navigator.storage.persisted();
  } catch {
    return null;
  }
}

/** Asks the browser to keep this site's data (downloads, progress) until the user clears it. */
export async function requestPersistentStorage(): Promise<boolean | null> {
  if (!navigator.storage?.persist) return null;
  try {
    return await navigator.storage.persist();
  } catch {
    return null;
  }
}

/** 8 KB, 1.2 MB, 3 GB: sizes as a parent reads them. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024))} KB`;
  const units = ['MB', 'GB', 'TB'];
  let value = bytes / (1024 * 1024);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 ? Math.round(value) : Number(value.toFixed(1));
  return `${shown} ${units[unit]}`;
}
