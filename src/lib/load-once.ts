/**
 * Loads a value once per key: callers that ask together share one load, a loaded value can be
 * read at once (so a page renders it without a loading state), and a failed load (a chunk
 * missing offline) is tried again next time instead of being remembered.
 */
export function loadOnce<K, V>(load: (key: K) => Promise<V>) {
  const loading = new Map<K, Promise<V>>();
  const loaded = new Map<K, V>();
  return {
    load(key: K): Promise<V> {
      const known = loading.get(key);
      if (known) return known;
      const promise = load(key).then((value) => {
        loaded.set(key, value);
        return value;
      });
      loading.set(key, promise);
      promise.catch(() => loading.delete(key));
      return promise;
    },
    loaded(key: K): V | undefined {
      return loaded.get(key);
    },
  };
}
