const listeners = new Set<() => void>();

/** Called after any pack is stored or removed on this device. */
export function onStoredPacksChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the stored packs changed. */
export function announcePacksChange(): void {
  for (const listener of listeners) listener();
}
