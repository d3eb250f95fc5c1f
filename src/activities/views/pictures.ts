import { useSyncExternalStore } from 'react';

/*
 * The picture set is large, so it is loaded on first use rather than with the app shell. Every
 * component showing a picture subscribes here and re-renders once the set has arrived.
 */

type PicturesModule = typeof import('@/content/pictures');

let pictures: PicturesModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the pictures (once); resolves when they are ready. */
export function preloadPictures(): Promise<void> {
  loading ??= import('@/content/pictures').then(
    (module) => {
      pictures = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      // Offline before the chunk was cached: try again on the next use.
      loading = null;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void preloadPictures();
  return () => listeners.delete(listener);
}

const getPictures = () => pictures;

/**
 * The data: URI of a picture: undefined while the set loads, null when there is no such picture.
 */
export function usePictureUri(name: string): string | null | undefined {
  const loaded = useSyncExternalStore(subscribe, getPictures, getPictures);
  if (!loaded) return undefined;
  return loaded.pictureDataUri(name) ?? null;
}
