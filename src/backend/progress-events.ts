/**
 * Pushing finished rounds to `progress_events`: an idempotent upsert keyed by the id the device
 * made, so a row sent twice (an answer lost on the way back) is stored once.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Tables } from '@/domain/database.generated';
import type { SkillScore } from '@/domain/progress';

/** A row of `progress_events` as the device sends it: every column but the server's stamp. */
export type ProgressEventInsert = Omit<Tables<'progress_events'>, 'created_at' | 'skills'> & {
  skills: SkillScore[] | null;
};

export type PushOutcome =
  | { ok: true }
  /**
   * `retry`: worth trying again later (offline, server trouble, an expired token).
   * `rejected`: the server refused the data itself; sending it again will not help.
   */
  | { ok: false; kind: 'retry' | 'rejected'; status: number; message: string };

/** How a failed answer should be treated: HTTP 0 is no answer at all. */
export function pushFailureKind(status: number): 'retry' | 'rejected' {
  if (status === 0 || status >= 500) return 'retry';
  if (status === 401 || status === 408 || status === 429) return 'retry';
  return status >= 400 ? 'rejected' : 'retry';
}

/** Upserts the rows with `client`, ignoring ids the server already has. */
export async function upsertProgressEvents(
  client: SupabaseClient,
  rows: readonly ProgressEventInsert[],
): Promise<PushOutcome> {
  if (rows.length === 0) return { ok: true };
  try {
    const { error, status } = await client
      .from('progress_events')
      .upsert([...rows], { onConflict: 'id', ignoreDuplicates: true });
    if (!error) return { ok: true };
    return { ok: false, kind: pushFailureKind(status), status, message: error.message };
  } catch (error) {
    return {
      ok: false,
      kind: 'retry',
      status: 0,
      message: error instanceof Error ? error.message : 'The server could not be reached',
    };
  }
}

/** Pushes rows as the signed-in parent. */
export async function pushProgressEvents(
  rows: readonly ProgressEventInsert[],
): Promise<PushOutcome> {
  try {
    const { supabase } = await import('./client');
    return await upsertProgressEvents(supabase, rows);
  } catch (error) {
    // The client's code could not be loaded: offline before it was cached.
    return {
      ok: false,
      kind: 'retry',
      status: 0,
      message: error instanceof Error ? error.message : 'Offline',
    };
  }
}
