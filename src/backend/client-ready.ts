/**
 * Tells interested parts of the app when the Supabase client has been created, without
 * importing supabase-js itself: the auth state can then wait for the first page that needs the
 * client instead of loading it on every first visit.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

type Listener = (client: SupabaseClient) => void;

let ready: SupabaseClient | null = null;
const listeners = new Set<Listener>();

/** Called once by client.ts when the client exists. */
export function announceClient(client: SupabaseClient): void {
  ready = client;
  for (const listener of listeners) listener(client);
  listeners.clear();
}

/** Calls `listener` with the client as soon as it exists (at once when it already does). */
export function onClientReady(listener: Listener): () => void {
  if (ready) {
    listener(ready);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
