import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './session-hint';

describe('session hint', () => {
  it('is false for a first visit with nothing stored and a plain address', () => {
    expect(mayHaveSession({ stored: false, hash: '', search: '' })).toBe(false);
    expect(mayHaveSession({ stored: false, hash: '#main', search: '?tab=v1' })).toBe(false);
  });

  it('is true with a stored session', () => {
    expect(mayHaveSession({ stored: true, hash: '', search: '' })).toBe(true);
  });

  it('is true when an email link brings tokens or an error in the address', () => {
    for (const hash of [
      '#access_token=abc&expires_in=3600&refresh_token=r&token_type=bearer&type=signup',
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    ]) {
      expect(mayHaveSession({ stored: false, hash, search: '' })).toBe(true);
    }
  });

  it('lets supabase-js decide when storage cannot be read', () => {
    expect(mayHaveSession({ stored: null, hash: '', search: '' })).toBe(true);
  });
});
