import { describe, expect, it } from 'vitest';
import { authStorageKey, mayHaveSession } from './session-hint';

const URL_LOCAL = 'http://127.0.0.1:54321';
const URL_HOSTED = 'https://abcd.supabase.co';

function storage(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

describe('session hint', () => {
  it('uses the storage key supabase-js uses', () => {
    expect(authStorageKey(URL_LOCAL)).toBe('sb-127-auth-token');
    expect(authStorageKey(URL_HOSTED)).toBe('sb-abcd-auth-token');
  });

  it('is false for a first visit with nothing stored and a plain address', () => {
    expect(mayHaveSession(URL_HOSTED, { storage: storage({}), hash: '', search: '' })).toBe(false);
    expect(
      mayHaveSession(URL_HOSTED, {
        storage: storage({ 'sb-other-auth-token': '{}' }),
        hash: '#main',
        search: '?tab=v1',
      }),
    ).toBe(false);
  });

  it('is true with a stored session', () => {
    const stored = storage({ 'sb-abcd-auth-token': '{"access_token":"x"}' });
    expect(mayHaveSession(URL_HOSTED, { storage: stored, hash: '', search: '' })).toBe(true);
  });

  it('is true when an email link brings tokens or an error in the address', () => {
    const empty = storage({});
    for (const hash of [
      '#access_token=abc&expires_in=3600&refresh_token=r&token_type=bearer&type=signup',
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    ]) {
      expect(mayHaveSession(URL_LOCAL, { storage: empty, hash, search: '' })).toBe(true);
    }
  });

  it('lets supabase-js decide when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(mayHaveSession(URL_LOCAL, { storage: blocked, hash: '', search: '' })).toBe(true);
  });
});
