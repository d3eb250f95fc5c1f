import { requestEmailChange, updateDisplayName, type AuthOutcome } from '@/backend/auth-calls';
import { updateProfile, type ProfileChanges, type ProfileSaveResult } from '@/backend/profile';
import type { GradeName } from '@/domain/grades';

export interface ProfileEdit {
  name: string;
  grade: GradeName;
  email: string;
}

export interface ProfileSaveCalls {
  updateProfile(userId: string, changes: ProfileChanges): Promise<ProfileSaveResult>;
  updateDisplayName(name: string): Promise<AuthOutcome>;
  requestEmailChange(newEmail: string): Promise<AuthOutcome>;
}

export type ProfileSaveOutcome =
  { ok: true; emailChangeSentTo: string | null } | { ok: false; message: string };

const BACKEND_CALLS: ProfileSaveCalls = { updateProfile, updateDisplayName, requestEmailChange };

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Saves an edited profile (SPEC section 4): the record's name and grade, the account's display
 * name when the name changed, and an email change when the email changed. The email changes
 * only once the link sent to the new address is opened. Stops at the first failure.
 */
export async function saveProfileChanges(
  userId: string,
  before: { name: string; email: string },
  after: ProfileEdit,
  calls: ProfileSaveCalls = BACKEND_CALLS,
): Promise<ProfileSaveOutcome> {
  const name = after.name.trim();
  const email = after.email.trim();

  const record = await calls.updateProfile(userId, { name, grade: after.grade });
  if (!record.ok) return { ok: false, message: record.message };

  if (name !== before.name.trim()) {
    const renamed = await calls.updateDisplayName(name);
    if (!renamed.ok) return { ok: false, message: renamed.message };
  }

  if (sameEmail(email, before.email)) return { ok: true, emailChangeSentTo: null };
  const moved = await calls.requestEmailChange(email);
  if (!moved.ok) return { ok: false, message: moved.message };
  return { ok: true, emailChangeSentTo: email };
}
