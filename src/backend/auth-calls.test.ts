// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import {
  requestEmailChange,
  resendVerification,
  sendPasswordReset,
  signIn,
  signOut,
  signUp,
  toAuthFailure,
  updateDisplayName,
  updatePassword,
} from './auth-calls';

const fake = vi.hoisted(() => ({
  calls: [] as { method: string; args: unknown[] }[],
  answer: { error: null as unknown } as { error: unknown },
  rejection: null as unknown,
}));

function recorder(method: string) {
  return async (...args: unknown[]) => {
    fake.calls.push({ method, args });
    if (fake.rejection) throw fake.rejection;
    return { data: {}, ...fake.answer };
  };
}

vi.mock('./client', () => ({
  supabase: {
    auth: {
      signInWithPassword: recorder('signInWithPassword'),
      signUp: recorder('signUp'),
      resetPasswordForEmail: recorder('resetPasswordForEmail'),
      updateUser: recorder('updateUser'),
      resend: recorder('resend'),
      signOut: recorder('signOut'),
    },
  },
}));

/** Shaped like the errors auth-js answers with. */
function providerError(name: string, message: string, code?: string, status?: number) {
  return Object.assign(new Error(message), { name, code, status, __isAuthError: true });
}

const origin = window.location.origin;

beforeEach(() => {
  fake.calls = [];
  fake.answer = { error: null };
  fake.rejection = null;
  localStorage.clear();
});

describe('the auth calls send what Supabase Auth expects', () => {
  it('signs in with email and password', async () => {
    expect(await signIn('parent@example.com', 'secret-123')).toEqual({ ok: true });
    expect(fake.calls).toEqual([
      {
        method: 'signInWithPassword',
        args: [{ email: 'parent@example.com', password: 'secret-123' }],
      },
    ]);
  });

  it('signs up with the name and grade as metadata, the display name set, back to /profile, which says the email is confirmed', async () => {
    await signUp({
      name: 'Asha',
      grade: 'Kindergarten-1',
      email: 'parent@example.com',
      password: 'secret-123',
    });
    expect(fake.calls[0]).toEqual({
      method: 'signUp',
      args: [
        {
          email: 'parent@example.com',
          password: 'secret-123',
          options: {
            data: {
              name: 'Asha',
              grade: 'Kindergarten-1',
              display_name: 'Asha',
              full_name: 'Asha',
            },
            emailRedirectTo: `${origin}/profile?confirmed=1`,
          },
        },
      ],
    });
  });

  it('sends reset and verification emails that lead back into the app', async () => {
    await sendPasswordReset('parent@example.com');
    await resendVerification('parent@example.com');
    expect(fake.calls).toEqual([
      {
        method: 'resetPasswordForEmail',
        args: ['parent@example.com', { redirectTo: `${origin}/reset-password` }],
      },
      {
        method: 'resend',
        args: [
          {
            type: 'signup',
            email: 'parent@example.com',
            options: { emailRedirectTo: `${origin}/profile?confirmed=1` },
          },
        ],
      },
    ]);
  });

  it('updates the password, the email and the display name through updateUser', async () => {
    await updatePassword('new-secret-1');
    await requestEmailChange('new@example.com');
    await updateDisplayName('Ravi');
    expect(fake.calls.map(({ args }) => args)).toEqual([
      [{ password: 'new-secret-1' }],
      [{ email: 'new@example.com' }, { emailRedirectTo: `${origin}/profile?confirmed=1` }],
      [{ data: { name: 'Ravi', display_name: 'Ravi', full_name: 'Ravi' } }],
    ]);
  });
});

describe('failures', () => {
  it('carry the provider message and code', async () => {
    fake.answer = {
      error: providerError('AuthApiError', 'Invalid login credentials', 'invalid_credentials', 400),
    };
    expect(await signIn('parent@example.com', 'wrong')).toEqual({
      ok: false,
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      offline: false,
    });
  });

  it('say when the server could not be reached', async () => {
    fake.answer = {
      error: providerError('AuthRetryableFetchError', 'Failed to fetch', undefined, 0),
    };
    expect(
      await signUp({ name: 'A', grade: 'Nursery', email: 'a@b.co', password: '12345678' }),
    ).toMatchObject({ ok: false, offline: true, code: null });

    fake.answer = { error: null };
    fake.rejection = new TypeError('Failed to fetch dynamically imported module');
    expect(await sendPasswordReset('a@b.co')).toMatchObject({ ok: false, offline: true });
  });

  it('never lose their message', () => {
    expect(toAuthFailure('boom')).toEqual({
      ok: false,
      message: 'Something went wrong',
      code: null,
      offline: false,
    });
  });
});

describe('signOut', () => {
  it('ends the session and clears the cached subscription status', async () => {
    localStorage.setItem(SUBSCRIPTION_STATUS_CACHE_KEY, '{"userId":"u1"}');
    expect(await signOut()).toEqual({ ok: true });
    expect(fake.calls.map(({ method }) => method)).toEqual(['signOut']);
    expect(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).toBeNull();
  });

  it('keeps the cache when the session could not be ended', async () => {
    localStorage.setItem(SUBSCRIPTION_STATUS_CACHE_KEY, '{"userId":"u1"}');
    fake.answer = { error: providerError('AuthRetryableFetchError', 'Failed to fetch') };
    expect(await signOut()).toMatchObject({ ok: false, offline: true });
    expect(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).not.toBeNull();
  });
});
