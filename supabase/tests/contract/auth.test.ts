import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../../local/main';
import {
  PASSWORD,
  clientFor,
  followLink,
  latestAuthLink,
  mailTo,
  rawFetch,
  signUpParent,
  startTestBackend,
  uniqueEmail,
} from './harness';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('sign-up', () => {
  it('returns a session at once, unverified, and creates the profile from the metadata', async () => {
    const client = clientFor(backend);
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        data: { name: 'Ada', grade: 'Nursery' },
        emailRedirectTo: 'http://127.0.0.1:5173/profile',
      },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ada', grade: 'Nursery' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const profile = await client
      .from('profiles')
      .select('id, email, name, grade, subscription_status')
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({
      id: data.user?.id,
      email,
      name: 'Ada',
      grade: 'Nursery',
      subscription_status: 'inactive',
    });

    const [mail] = await mailTo(backend, email);
    expect(mail?.subject).toBeTruthy();
    const link = new URL(await latestAuthLink(backend, email, 'signup'));
    expect(link.origin + link.pathname).toBe(`${backend.url}/auth/v1/verify`);
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/profile');
  });

  it('mints the access token claims of hosted Supabase Auth', async () => {
    const parent = await signUpParent(backend, 'claims');
    const claims = JSON.parse(
      Buffer.from(parent.accessToken.split('.')[1] as string, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: parent.userId,
      aud: 'authenticated',
      email: parent.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('refuses a short password, an invalid email and an existing account', async () => {
    const client = clientFor(backend);
    const short = await client.auth.signUp({ email: uniqueEmail('short'), password: 'seven77' });
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.status).toBe(422);
    expect(short.error?.message).toBe('Password should be at least 8 characters.');

    const invalid = await client.auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.code).toBe('validation_failed');

    const parent = await signUpParent(backend, 'twice');
    const again = await client.auth.signUp({ email: parent.email, password: PASSWORD });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');
  });
});

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const parent = await signUpParent(backend, 'signin');
    const client = clientFor(backend);
    const ok = await client.auth.signInWithPassword({ email: parent.email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(parent.userId);

    const wrong = await client.auth.signInWithPassword({
      email: parent.email,
      password: 'wrong-password',
    });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');

    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(unknown.error?.message).toBe('Invalid login credentials');
  });

  it('signs in the demo parent with an active subscription', async () => {
    const client = clientFor(backend);
    const { data, error } = await client.auth.signInWithPassword({
      email: 'demo@sprouts.test',
      password: 'sprouts-demo-123',
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const profile = await client
      .from('profiles')
      .select('name, grade, subscription_status, subscription_end_date')
      .single();
    expect(profile.data).toMatchObject({
      name: 'Maya',
      grade: 'Kindergarten-1',
      subscription_status: 'active',
    });
    const days =
      (Date.parse(String(profile.data?.subscription_end_date)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    const active = await client.rpc('has_active_subscription', { uid: data.user?.id });
    expect(active.data).toBe(true);
  });
});

describe('user', () => {
  it('gets the user and merges metadata updates', async () => {
    const parent = await signUpParent(backend, 'user');
    const got = await parent.client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(parent.userId);
    expect(got.data.user?.identities?.[0]?.provider).toBe('email');

    const updated = await parent.client.auth.updateUser({ data: { name: 'Samantha' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({
      name: 'Samantha',
      grade: 'Kindergarten-1',
    });
  });

  it('changes the email only when the link sent to the new address is followed', async () => {
    const parent = await signUpParent(backend, 'change');
    const newEmail = uniqueEmail('changed');
    const requested = await parent.client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: 'http://127.0.0.1:5173/profile' },
    );
    expect(requested.error).toBeNull();
    expect(requested.data.user?.email).toBe(parent.email);
    expect(requested.data.user?.new_email).toBe(newEmail);
    expect(requested.data.user?.email_change_sent_at).toBeTruthy();

    const link = await latestAuthLink(backend, newEmail, 'email_change');
    const { status, location, hash } = await followLink(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5173/profile');
    expect(hash.get('type')).toBe('email_change');
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('expires_in')).toBe('3600');
    const accessToken = hash.get('access_token') as string;
    expect(accessToken).toBeTruthy();

    const user = await parent.client.auth.getUser(accessToken);
    expect(user.data.user?.email).toBe(newEmail);
    expect(user.data.user?.new_email).toBeUndefined();
    const profile = await parent.client.from('profiles').select('email').single();
    expect(profile.data?.email).toBe(newEmail);

    const reused = await followLink(link);
    expect(reused.hash.get('error_code')).toBe('otp_expired');
    expect(reused.hash.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('refuses an email that another account has, and an unchanged password', async () => {
    const parent = await signUpParent(backend, 'taken-a');
    const other = await signUpParent(backend, 'taken-b');
    const taken = await parent.client.auth.updateUser({ email: other.email });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    const same = await parent.client.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
  });

  it('verifies the email through the resent signup link', async () => {
    const parent = await signUpParent(backend, 'resend');
    const resent = await parent.client.auth.resend({ type: 'signup', email: parent.email });
    expect(resent.error).toBeNull();
    expect((await mailTo(backend, parent.email)).length).toBe(2);

    const link = await latestAuthLink(backend, parent.email, 'signup');
    const { hash, location } = await followLink(link);
    expect(location.origin).toBe('http://127.0.0.1:5173');
    expect(hash.get('type')).toBe('signup');
    const user = await parent.client.auth.getUser(hash.get('access_token') as string);
    expect(user.data.user?.email_confirmed_at).toBeTruthy();
    const fresh = await parent.client.auth.getUser();
    expect(fresh.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('verifies a token_hash with POST /verify', async () => {
    const parent = await signUpParent(backend, 'otp');
    const link = new URL(await latestAuthLink(backend, parent.email, 'signup'));
    const client = clientFor(backend);
    const { data, error } = await client.auth.verifyOtp({
      type: 'signup',
      token_hash: link.searchParams.get('token') as string,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const again = await client.auth.verifyOtp({
      type: 'signup',
      token_hash: link.searchParams.get('token') as string,
    });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('resets a forgotten password through the recovery link', async () => {
    const parent = await signUpParent(backend, 'recover');
    const client = clientFor(backend);
    const sent = await client.auth.resetPasswordForEmail(parent.email, {
      redirectTo: 'http://localhost:5173/profile',
    });
    expect(sent.error).toBeNull();
    const unknown = await client.auth.resetPasswordForEmail(uniqueEmail('unknown'));
    expect(unknown.error).toBeNull();

    const { hash, location } = await followLink(
      await latestAuthLink(backend, parent.email, 'recovery'),
    );
    expect(location.origin).toBe('http://localhost:5173');
    expect(hash.get('type')).toBe('recovery');
    const session = await client.auth.setSession({
      access_token: hash.get('access_token') as string,
      refresh_token: hash.get('refresh_token') as string,
    });
    expect(session.error).toBeNull();
    const changed = await client.auth.updateUser({ password: 'a-brand-new-password' });
    expect(changed.error).toBeNull();

    const fresh = clientFor(backend);
    const old = await fresh.auth.signInWithPassword({ email: parent.email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const renewed = await fresh.auth.signInWithPassword({
      email: parent.email,
      password: 'a-brand-new-password',
    });
    expect(renewed.error).toBeNull();
  });

  it('sends email links only to allowed redirect targets', async () => {
    const client = clientFor(backend);
    const email = uniqueEmail('redirect');
    await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const link = new URL(await latestAuthLink(backend, email, 'signup'));
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173');
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const { location } = await followLink(link.toString());
    expect(location.origin).toBe('http://127.0.0.1:5173');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and refuses the old one', async () => {
    const parent = await signUpParent(backend, 'refresh');
    const refreshed = await parent.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(parent.refreshToken);

    const response = await rawFetch(backend, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: parent.refreshToken }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string };
    expect(['refresh_token_already_used', 'refresh_token_not_found']).toContain(body.code);
  });

  it('ends the session on sign-out: the old access token is refused with session_not_found', async () => {
    const parent = await signUpParent(backend, 'signout');
    const { error } = await parent.client.auth.signOut();
    expect(error).toBeNull();

    const response = await rawFetch(backend, '/auth/v1/user', {
      headers: {
        authorization: `Bearer ${parent.accessToken}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });

    const viaClient = await clientFor(backend).auth.getUser(parent.accessToken);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');

    const refresh = await clientFor(backend).auth.refreshSession({
      refresh_token: parent.refreshToken,
    });
    expect(refresh.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('answers user endpoints without a token or with a forged one in GoTrue shapes', async () => {
    const none = await rawFetch(backend, '/auth/v1/user', {
      headers: { authorization: '', 'x-supabase-api-version': '2024-01-01' },
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });

    const parent = await signUpParent(backend, 'forged');
    const [header, payload] = parent.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const bad = await rawFetch(backend, '/auth/v1/user', {
      headers: { authorization: `Bearer ${forged}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('uses the legacy error shape without the API version header', async () => {
    const response = await rawFetch(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('legacy'), password: 'whatever-it-is' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});
