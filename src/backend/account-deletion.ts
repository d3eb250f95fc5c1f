/**
 * 'Delete my account': POST {api}/account/delete?version=v1 with the parent's password. The
 * server checks the password with Auth and removes the account; this module carries the request,
 * turns each refusal into its message, and ends the session on this device afterwards. It also
 * tells a device whose account was deleted elsewhere that it is gone.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

/** The answer when the server could not be reached. */
export const DELETION_OFFLINE =
  "We couldn't reach Sprouts. Nothing was deleted. Check your internet connection and try again.";
const UNKNOWN =
  'Your account could not be deleted right now. Nothing was deleted. Please try again.';

export type AccountDeletionRefusal =
  'wrong_password' | 'password_required' | 'not_signed_in' | 'offline' | 'unknown';

export type AccountDeletionOutcome =
  { ok: true; mailed: boolean } | { ok: false; reason: AccountDeletionRefusal; message: string };

function refusalReason(status: number, code: unknown): AccountDeletionRefusal {
  if (code === 'wrong_password' || code === 'password_required') return code;
  if (status === 401 || code === 'not_signed_in') return 'not_signed_in';
  return 'unknown';
}

async function refusalOf(response: Response): Promise<AccountDeletionOutcome> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const reason = refusalReason(response.status, body?.code);
  const message = reason !== 'unknown' && typeof body?.error === 'string' ? body.error : UNKNOWN;
  return { ok: false, reason, message };
}

/** What the device does once its account is gone, before the session on it ends. */
export type ForgetOnDevice = () => Promise<void>;

const NOTHING_TO_FORGET: ForgetOnDevice = async () => undefined;

/**
 * Deletes the signed-in parent's account; once it is gone, `forget` clears the device and the
 * session on this device ends. Never throws.
 */
export async function deleteAccount(
  client: SupabaseClient,
  password: string,
  forget: ForgetOnDevice = NOTHING_TO_FORGET,
): Promise<AccountDeletionOutcome> {
  try {
    const { data, error } = await client.functions.invoke<{ deleted: boolean; mailed: boolean }>(
      'api/account/delete?version=v1',
      { body: { password } },
    );
    if (!error && data?.deleted) {
      // The server ended every session with the account; this forgets the one kept here.
      await forget().catch((problem: unknown) =>
        console.error('The device could not forget the deleted account:', problem),
      );
      await client.auth.signOut({ scope: 'local' });
      return { ok: true, mailed: data.mailed };
    }
    const context: unknown = (error as { context?: unknown } | null)?.context;
    if (context instanceof Response) return await refusalOf(context);
    if (error?.name === 'FunctionsFetchError')
      return { ok: false, reason: 'offline', message: DELETION_OFFLINE };
    return { ok: false, reason: 'unknown', message: UNKNOWN };
  } catch {
    return { ok: false, reason: 'offline', message: DELETION_OFFLINE };
  }
}

/**
 * Asks Auth whether the signed-in account still exists. A deleted account's token is answered
 * `user_not_found`: `forget` then clears the device, the session on it ends, and the answer is
 * 'gone'. Offline,
 * or for any other answer, 'unknown'.
 */
export async function accountStillExists(
  client: SupabaseClient,
  forget: ForgetOnDevice = NOTHING_TO_FORGET,
): Promise<'exists' | 'gone' | 'unknown'> {
  const { data, error } = await client.auth.getUser();
  if (data.user) return 'exists';
  if (error && 'code' in error && error.code === 'user_not_found') {
    await forget();
    await client.auth.signOut({ scope: 'local' });
    return 'gone';
  }
  return 'unknown';
}
