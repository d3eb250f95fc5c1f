/**
 * The profile record (SPEC section 3, table `profiles`): read on the profile page, name and grade
 * written on save. A user may read only its own row and change only those two columns; the email
 * follows the account and the subscription fields are written by the server.
 */
import { errorMessage } from './error-message';
import type { Tables } from '@/domain/database.generated';
import type { GradeName } from '@/domain/grades';
import { rememberSubscriptionFromProfile } from './subscription';
import { statusFromProfile, type SubscriptionStatus } from './subscription-rules';

export type Profile = Pick<
  Tables<'profiles'>,
  'email' | 'name' | 'grade' | 'subscription_status' | 'subscription_end_date'
>;

export interface ProfileChanges {
  name: string;
  grade: GradeName;
}

export type ProfileResult =
  /** `subscription`: the status the record gives at the time it was read. */
  | { ok: true; profile: Profile; subscription: SubscriptionStatus }
  /** `missing`: the call worked but there is no record for this user. */
  | { ok: false; reason: 'missing' | 'failed'; message: string };

export type ProfileSaveResult = { ok: true } | { ok: false; message: string };

const PROFILE_COLUMNS = 'grade,email,name,subscription_status,subscription_end_date';

/** Reads the user's record; a successful read also refreshes the cached subscription status. */
export async function fetchProfile(userId: string): Promise<ProfileResult> {
  try {
    const { supabase } = await import('./client');
    const { data, error } = await supabase
      .from('profiles')
      .select(PROFILE_COLUMNS)
      .eq('id', userId)
      .maybeSingle<Profile>();
    if (error) return { ok: false, reason: 'failed', message: error.message };
    if (!data) return { ok: false, reason: 'missing', message: 'No profile record' };
    rememberSubscriptionFromProfile(userId, data);
    return { ok: true, profile: data, subscription: statusFromProfile(data, Date.now()) };
  } catch (error) {
    return { ok: false, reason: 'failed', message: errorMessage(error, 'Something went wrong') };
  }
}

/** Writes the student's name and grade. Fails when no row was changed (e.g. it is not yours). */
export async function updateProfile(
  userId: string,
  { name, grade }: ProfileChanges,
): Promise<ProfileSaveResult> {
  try {
    const { supabase } = await import('./client');
    const { data, error } = await supabase
      .from('profiles')
      .update({ name, grade })
      .eq('id', userId)
      .select('id');
    if (error) return { ok: false, message: error.message };
    if (!data || data.length === 0) return { ok: false, message: 'No profile record' };
    return { ok: true };
  } catch (error) {
    return { ok: false, message: errorMessage(error, 'Something went wrong') };
  }
}
