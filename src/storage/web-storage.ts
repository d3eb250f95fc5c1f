/**
 * Reading and writing the keys of the registry. Nothing here throws: storage that is full,
 * blocked or absent reads as the key's default and keeps nothing. The first use on a page brings
 * the device's storage up to the current version (./migrations.ts).
 */
import { storageArea } from './areas';
import type { StorageArea, StorageKey, StorageKeyFamily, WritableKey } from './key';
import { migrateStorage } from './migrations';

let migrated = false;

function area(name: StorageArea): Storage | undefined {
  if (!migrated && name === 'local') {
    migrated = true;
    migrateStorage();
  }
  return storageArea(name);
}

function storedText(key: StorageKey<unknown>): string | null | undefined {
  try {
    return area(key.area)?.getItem(key.name);
  } catch {
    return undefined;
  }
}

/** The value stored under `key`, or the key's default when there is none that can be used. */
export function readStored<Value>(key: StorageKey<Value>): Value {
  const text = storedText(key);
  if (text === null || text === undefined) return key.fallback;
  try {
    return key.parse(text) ?? key.fallback;
  } catch {
    return key.fallback;
  }
}

/** Whether anything is stored under `key`; null when storage cannot be read to tell. */
export function hasStored(key: StorageKey<unknown>): boolean | null {
  const text = storedText(key);
  return text === undefined ? null : text !== null;
}

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function announce(name: string | null): void {
  for (const [watched, group] of listeners) {
    if (name !== null && name !== watched && !(watched.endsWith('.') && name.startsWith(watched))) {
      continue;
    }
    for (const listener of [...group]) listener();
  }
}

/** Keeps `value` under `key`; answers false when it could not be stored. */
export function writeStored<Value>(key: WritableKey<Value>, value: Value): boolean {
  let kept = false;
  try {
    const storage = area(key.area);
    if (storage) {
      storage.setItem(key.name, key.serialize(value));
      kept = true;
    }
  } catch {
    // Full, or blocked: the value is not kept.
  }
  announce(key.name);
  return kept;
}

/** Forgets what is stored under `key`. */
export function removeStored(key: WritableKey<unknown>): void {
  try {
    area(key.area)?.removeItem(key.name);
  } catch {
    // Nothing can be stored either.
  }
  announce(key.name);
}

function onOtherTab(event: StorageEvent): void {
  announce(event.key);
}

/**
 * Calls `listener` whenever the value under `key` (or any key of a family) may have changed:
 * written or removed by this tab, or by another tab of the app. Answers the stop function.
 */
export function subscribeStored(
  key: StorageKey<unknown> | StorageKeyFamily<unknown>,
  listener: Listener,
): () => void {
  const name = 'prefix' in key ? key.prefix : key.name;
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onOtherTab);
  const group = listeners.get(name) ?? new Set<Listener>();
  group.add(listener);
  listeners.set(name, group);
  return () => {
    group.delete(listener);
    if (group.size === 0) listeners.delete(name);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onOtherTab);
  };
}
