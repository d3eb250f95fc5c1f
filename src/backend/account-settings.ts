import { errorMessage } from './error-message';

/**
 * A parent's settings kept with the account (`profiles.settings`, jsonb), so another device picks
 * them up. The parent may read and write only its own row; the database checks the shape.
 */

export type AccountSettingsResult =
  /** `settings`: as stored, null when never saved; read it with parseSettings. */
  { ok: true; settings: unknown } | { ok: false; message: string };

export type AccountSettingsSaveResult = { ok: true } | { ok: false; message: string };

export async function fetchAccountSettings(userId: string): Promise<AccountSettingsResult> {
  try {
    const { supabase } = await import('./client');
    const { data, error } = await supabase
      .from('profiles')
      .select('settings')
      .eq('id', userId)
      .maybeSingle<{ settings: unknown }>();
    if (error) return { ok: false, message: error.message };
    if (!data) return { ok: false, message: 'No profile record' };
    return { ok: true, settings: data.settings ?? null };
  } catch (error) {
    return { ok: false, message: errorMessage(error, 'The server could not be reached') };
  }
}

export async function saveAccountSettings(
  userId: string,
  settings: object,
): Promise<AccountSettingsSaveResult> {
  try {
    const { supabase } = await import('./client');
    const { data, error } = await supabase
      .from('profiles')
      .update({ settings })
      .eq('id', userId)
      .select('id');
    if (error) return { ok: false, message: error.message };
    if (!data || data.length === 0) return { ok: false, message: 'No profile record' };
    return { ok: true };
  } catch (error) {
    return { ok: false, message: errorMessage(error, 'The server could not be reached') };
  }
}
