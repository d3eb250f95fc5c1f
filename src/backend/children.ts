/**
 * A family's children (table `children`): read for the picker and Parents Corner, saved when a
 * parent adds or changes one, removed after a confirmation. Row Level Security lets a parent
 * reach only its own children; the database refuses a seventh child and bad fields.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Child, ChildFields } from '@/domain/child';
import type { Tables } from '@/domain/database.generated';
import { errorMessage } from './error-message';

export type ChildrenResult = { ok: true; children: Child[] } | { ok: false; message: string };

/** `status`: the HTTP status, or null when no answer came (offline). */
export type ChildWriteOutcome =
  { ok: true } | { ok: false; status: number | null; message: string };

/** A child as the device keeps it and sends it: its id is made on the device. */
export type ChildRecord = ChildFields & { id: string };

type ChildColumns = Pick<Tables<'children'>, 'id' | 'parent_id' | 'name' | 'grade' | 'avatar'>;

const COLUMNS = 'id,parent_id,name,grade,avatar';

function fromColumns(row: ChildColumns): Child {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    grade: row.grade,
    avatar: row.avatar,
  };
}

function failed(status: number, message: string): ChildWriteOutcome {
  // postgrest-js answers a failed fetch (no connection) with status 0.
  return { ok: false, status: status || null, message };
}

/** The parent's children, the first child (the profile's student) first. */
export async function listChildren(client: SupabaseClient): Promise<ChildrenResult> {
  const { data, error } = await client
    .from('children')
    .select(COLUMNS)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .returns<ChildColumns[]>();
  if (error) return { ok: false, message: error.message };
  return { ok: true, children: (data ?? []).map(fromColumns) };
}

/**
 * Adds the child, or changes its name, grade and avatar when it exists: sent twice, it is
 * stored once (its id was made on the device).
 */
export async function saveChild(
  client: SupabaseClient,
  parentId: string,
  child: ChildRecord,
): Promise<ChildWriteOutcome> {
  const fields = { name: child.name, grade: child.grade, avatar: child.avatar };
  const added = await client
    .from('children')
    .upsert([{ id: child.id, parent_id: parentId, ...fields }], {
      onConflict: 'id',
      ignoreDuplicates: true,
    });
  if (added.error) return failed(added.status, added.error.message);
  const changed = await client.from('children').update(fields).eq('id', child.id).select('id');
  if (changed.error) return failed(changed.status, changed.error.message);
  // No row: the id belongs to another family (Row Level Security hides it).
  if (!changed.data || changed.data.length === 0)
    return { ok: false, status: 404, message: 'No such child' };
  return { ok: true };
}

/** Removes a child and, with it, every result of the child on the server. */
export async function deleteChild(
  client: SupabaseClient,
  childId: string,
): Promise<ChildWriteOutcome> {
  const { data, error, status } = await client
    .from('children')
    .delete()
    .eq('id', childId)
    .select('id');
  if (error) return failed(status, error.message);
  if (!data || data.length === 0) return { ok: false, status: 404, message: 'No such child' };
  return { ok: true };
}

/** The app's client, loaded when first needed (it stays out of the first paint). */
export async function withAppClient<T>(
  call: (client: SupabaseClient) => Promise<T>,
  offline: (message: string) => T,
): Promise<T> {
  try {
    const { supabase } = await import('./client');
    return await call(supabase);
  } catch (error) {
    return offline(errorMessage(error, 'The server could not be reached'));
  }
}
