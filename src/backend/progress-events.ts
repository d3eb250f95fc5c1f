/**
 * Pushing finished rounds to `progress_events`: an idempotent upsert keyed by the id the device
 * made, so a row sent twice (an answer lost on the way back) is stored once. What an answer
 * means for the rows is decided by the delivery engine (src/sync/delivery.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Tables } from '@/domain/database.generated';
import type { SkillScore } from '@/domain/progress';
import { errorMessage } from './error-message';

/**
 * A row of `progress_events` as the device sends it: every column but the server's stamp. A null
 * child is the family's first child (the database fills it in).
 */
export type ProgressEventInsert = Omit<
  Tables<'progress_events'>,
  'created_at' | 'skills' | 'child_id'
> & {
  child_id: string | null;
  skills: SkillScore[] | null;
};

export type PushOutcome =
  | { ok: true }
  /** `status`: the HTTP status, or null when no answer came (offline, time-out). */
  | { ok: false; status: number | null; message: string };

/** No answer within this time counts as no answer at all. */
export const PUSH_TIMEOUT_MS = 20_000;

/** A signal that aborts after `ms` (AbortSignal.timeout is missing before Safari 16). */
function abortAfter(ms: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/** Upserts the rows with `client`, ignoring ids the server already has. */
export async function upsertProgressEvents(
  client: SupabaseClient,
  rows: readonly ProgressEventInsert[],
  { timeoutMs = PUSH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PushOutcome> {
  if (rows.length === 0) return { ok: true };
  const deadline = abortAfter(timeoutMs);
  try {
    const { error, status } = await client
      .from('progress_events')
      .upsert([...rows], { onConflict: 'id', ignoreDuplicates: true })
      .abortSignal(deadline.signal);
    if (!error) return { ok: true };
    // postgrest-js answers a failed fetch (no connection, time-out) with status 0.
    return { ok: false, status: status || null, message: error.message };
  } catch (error) {
    return {
      ok: false,
      status: null,
      message: errorMessage(error, 'The server could not be reached'),
    };
  } finally {
    deadline.done();
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
    return { ok: false, status: null, message: errorMessage(error, 'Offline') };
  }
}
