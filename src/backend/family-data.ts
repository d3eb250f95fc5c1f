/**
 * 'Download our data': everything the server keeps of a family, read with the parent's own
 * session, so Row Level Security hands over that family's rows and no one else's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Tables } from '@/domain/database.generated';

export interface FamilyData {
  /** ISO 8601. */
  exportedAt: string;
  account: { id: string; email: string | null; profile: Tables<'profiles'> | null };
  children: Tables<'children'>[];
  results: Tables<'progress_events'>[];
  payments: Tables<'payments'>[];
}

export type FamilyDataResult = { ok: true; data: FamilyData } | { ok: false; message: string };

const READ_FAILED = 'Your data could not be read right now. Please try again when you are online.';

/** Rows per read of the results: the server hands out at most 1000 (PostgREST's max-rows). */
export const RESULTS_PAGE_SIZE = 1000;

/**
 * Every result of the family, read page by page in a stable order (finish time, then id) until
 * a page comes back short.
 */
async function readAllResults(
  client: SupabaseClient,
): Promise<{ data: Tables<'progress_events'>[]; error: unknown }> {
  const all: Tables<'progress_events'>[] = [];
  for (let from = 0; ; from += RESULTS_PAGE_SIZE) {
    const { data, error } = await client
      .from('progress_events')
      .select('*')
      .order('finished_at')
      .order('id')
      .range(from, from + RESULTS_PAGE_SIZE - 1)
      .returns<Tables<'progress_events'>[]>();
    if (error) return { data: [], error };
    all.push(...(data ?? []));
    if ((data ?? []).length < RESULTS_PAGE_SIZE) return { data: all, error: null };
  }
}

/** Reads the signed-in parent's account, children, results and payments. */
export async function readFamilyData(
  client: SupabaseClient,
  now: Date = new Date(),
): Promise<FamilyDataResult> {
  const { data: auth } = await client.auth.getUser();
  const user = auth.user;
  if (!user) return { ok: false, message: 'Please sign in to download your data.' };
  const [profile, children, results, payments] = await Promise.all([
    client.from('profiles').select('*').eq('id', user.id).maybeSingle<Tables<'profiles'>>(),
    client.from('children').select('*').order('created_at').returns<Tables<'children'>[]>(),
    readAllResults(client),
    client.from('payments').select('*').order('created_at').returns<Tables<'payments'>[]>(),
  ]);
  if (profile.error || children.error || results.error || payments.error) {
    return { ok: false, message: READ_FAILED };
  }
  return {
    ok: true,
    data: {
      exportedAt: now.toISOString(),
      account: { id: user.id, email: user.email ?? null, profile: profile.data },
      children: children.data ?? [],
      results: results.data ?? [],
      payments: payments.data ?? [],
    },
  };
}

/** The file's name, e.g. `sprouts-our-data-2026-06-01.json`. */
export function familyDataFileName(data: FamilyData): string {
  return `sprouts-our-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** 'Download our data' with the app's client. */
export async function downloadableFamilyData(): Promise<FamilyDataResult> {
  try {
    const { supabase } = await import('./client');
    return await readFamilyData(supabase);
  } catch {
    return { ok: false, message: READ_FAILED };
  }
}
