/**
 * The browser's Web Storage areas, the one place that names them. Reaching an area can throw
 * (storage disabled by policy, some private modes) and it is absent outside a browser: both read
 * as undefined.
 */
import type { StorageArea } from './key';

export function storageArea(area: StorageArea): Storage | undefined {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Every name stored in an area (empty when it cannot be read). */
export function storedNames(area: StorageArea): string[] {
  const storage = storageArea(area);
  if (!storage) return [];
  try {
    const names: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (name !== null) names.push(name);
    }
    return names;
  } catch {
    return [];
  }
}
