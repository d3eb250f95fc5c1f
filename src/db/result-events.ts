import type { ProgressRow } from './records';

const recordedListeners = new Set<(row: ProgressRow) => void>();

/** Called after every result stored on this device. */
export function onResultRecorded(listener: (row: ProgressRow) => void): () => void {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
}

/** Tells the listeners that `row` is stored. */
export function announceResult(row: ProgressRow): void {
  for (const listener of recordedListeners) listener(row);
}
