import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANON_KEY, JWT_SECRET } from '../keys';
import { extractLinks } from '../mail/links';
import type { MailInput } from '../mail/message';
import { randomUUID } from 'node:crypto';
import { signJwt } from '../jwt';
import {
  APP_URL,
  BACKEND_URL,
  startInProcess,
  userToken,
  type InProcessBackend,
} from '../testing/in-process';

const PASSWORD = 'correct-horse-battery';

/** GoTrue semantics through the real supabase-js client (auth-js), in-process. */
describe('auth API (/auth/v1)', () => {
  let backend: InProcessBackend;
  let counter = 0;
  const freshEmail = () => `parent${(counter += 1)}@example.com`;

  const lastMailTo = (address: string): MailInput => {
    const mail = [...backend.mails].reverse().find((message) => message.to.includes(address));
    if (!mail) throw new Error(`No mail to ${address}`);
    return mail;
  };
  const verifyLinkOf = (mail: MailInput): string => {
    const link = extractLinks(mail.html, mail.text).find((candidate) =>
      candidate.startsWith(`${BACKEND_URL}/auth/v1/verify?`),
    );
    if (!link) throw new Error(`No verify link in "${mail.subject}"`);
    return link;
  };
  /** Opens an email link the way a browser would, without following the redirect. */
  const follow = async (link: string) => {
    const response = await backend.fetch(link, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    return {
      status: response.status,
      target: `${location.origin}${location.pathname}`,
      hash: new URLSearchParams(location.hash.slice(1)),
    };
  };
  const signedUp = async (
    metadata: Record<string, unknown> = { name: 'Maya', grade: 'Nursery' },
  ) => {
    const client = backend.client();
    const email = freshEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: metadata, emailRedirectTo: `${APP_URL}/profile` },
    });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    return { client, email, session: data.session, user: data.user };
  };
  const profileOf = (id: string) =>
    backend.db.admin(
      async (tx) =>
        (
          await tx.query<Record<string, unknown>>('select * from public.profiles where id = $1', [
            id,
          ])
        ).rows[0],
    );

  beforeAll(async () => {
    backend = await startInProcess();
  });
  afterAll(async () => {
    await backend.close();
  });
  beforeEach(() => {
    backend.mails.length = 0;
  });

  describe('sign up', () => {
    it('returns a session at once, leaves the email unconfirmed and creates the profile', async () => {
      const { email, session, user } = await signedUp({ name: 'Maya', grade: 'Kindergarten-1' });
      expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
      expect(user).toMatchObject({
        email,
        email_confirmed_at: null,
        user_metadata: { name: 'Maya', grade: 'Kindergarten-1' },
        app_metadata: { provider: 'email', providers: ['email'] },
        aud: 'authenticated',
        role: 'authenticated',
      });
      expect(await profileOf(user.id)).toMatchObject({
        email,
        name: 'Maya',
        grade: 'Kindergarten-1',
        subscription_status: 'inactive',
      });
      expect(lastMailTo(email).subject).toBe('Confirm your Sprouts account');
    });

    it('the confirmation link confirms the email, signs in, and works once', async () => {
      const { client, email } = await signedUp();
      const link = verifyLinkOf(lastMailTo(email));
      const first = await follow(link);
      expect(first.status).toBe(303);
      expect(first.target).toBe(`${APP_URL}/profile`);
      expect(first.hash.get('type')).toBe('signup');
      expect(first.hash.get('token_type')).toBe('bearer');
      expect(first.hash.get('expires_in')).toBe('3600');
      const { data } = await client.auth.getUser(first.hash.get('access_token') ?? '');
      expect(data.user?.email_confirmed_at).toEqual(expect.any(String));

      const again = await follow(link);
      expect(Object.fromEntries(again.hash)).toEqual({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    });

    it('resend sends a new link that replaces the old one', async () => {
      const { client, email } = await signedUp();
      const oldLink = verifyLinkOf(lastMailTo(email));
      const { error } = await client.auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      const newLink = verifyLinkOf(lastMailTo(email));
      expect(newLink).not.toBe(oldLink);
      expect((await follow(oldLink)).hash.get('error_code')).toBe('otp_expired');
      expect((await follow(newLink)).hash.get('type')).toBe('signup');
    });

    it('verifyOtp with the token_hash of a link answers a session', async () => {
      const { client, email } = await signedUp();
      const tokenHash = new URL(verifyLinkOf(lastMailTo(email))).searchParams.get('token') ?? '';
      const { data, error } = await client.auth.verifyOtp({ type: 'email', token_hash: tokenHash });
      expect(error).toBeNull();
      expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    });

    it('refuses a second account for the same email and a short password', async () => {
      const { email } = await signedUp();
      const repeat = await backend
        .client()
        .auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
      expect(repeat.error).toMatchObject({ status: 422, code: 'user_already_exists' });
      const weak = await backend.client().auth.signUp({ email: freshEmail(), password: 'short' });
      expect(weak.error).toMatchObject({
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        message: 'Password should be at least 8 characters.',
      });
    });

    it('an email link never leads to a site other than the app', async () => {
      const client = backend.client();
      const email = freshEmail();
      await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: 'https://evil.example.com/steal' },
      });
      expect((await follow(verifyLinkOf(lastMailTo(email)))).target).toBe(`${APP_URL}/`);
    });
  });

  describe('sign in, user, sign out', () => {
    it('signs in with the password; a wrong password or unknown email is the same 400', async () => {
      const { email } = await signedUp();
      const ok = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(ok.error).toBeNull();
      expect(ok.data.user?.last_sign_in_at).toEqual(expect.any(String));
      for (const attempt of [
        { email, password: 'wrong-password' },
        { email: 'nobody@example.com', password: PASSWORD },
      ]) {
        const { error } = await backend.client().auth.signInWithPassword(attempt);
        expect(error).toMatchObject({
          status: 400,
          code: 'invalid_credentials',
          message: 'Invalid login credentials',
        });
      }
    });

    it('updates metadata by merging, a null removes a key', async () => {
      const { client, session } = await signedUp({ name: 'Maya', grade: 'Nursery', nickname: 'M' });
      await client.auth.setSession(session);
      const { data, error } = await client.auth.updateUser({
        data: { name: 'Maya Lee', display_name: 'Maya Lee', nickname: null },
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({
        name: 'Maya Lee',
        grade: 'Nursery',
        display_name: 'Maya Lee',
      });
    });

    it('an email change waits for the link sent to the new address; the profile follows', async () => {
      const { client, session, user } = await signedUp();
      await client.auth.setSession(session);
      const taken = (await signedUp()).email;
      const refused = await client.auth.updateUser({ email: taken });
      expect(refused.error).toMatchObject({ status: 422, code: 'email_exists' });

      const newEmail = freshEmail();
      const { data, error } = await client.auth.updateUser(
        { email: newEmail },
        { emailRedirectTo: `${APP_URL}/profile` },
      );
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });
      expect(data.user?.email_change_sent_at).toEqual(expect.any(String));
      expect((await profileOf(user.id))?.email).toBe(user.email);

      const mail = lastMailTo(newEmail);
      expect(mail.subject).toBe('Confirm your new email address');
      const opened = await follow(verifyLinkOf(mail));
      expect(opened.status).toBe(303);
      expect(opened.target).toBe(`${APP_URL}/profile`);
      expect(opened.hash.get('type')).toBe('email_change');
      const after = await client.auth.getUser(opened.hash.get('access_token') ?? '');
      expect(after.data.user).toMatchObject({ email: newEmail });
      expect(after.data.user?.new_email).toBeUndefined();
      expect((await profileOf(user.id))?.email).toBe(newEmail);
    });

    it('a password reset link signs in; the new password works and the old one does not', async () => {
      const { email } = await signedUp();
      const client = backend.client();
      expect(
        (
          await client.auth.resetPasswordForEmail(email, {
            redirectTo: `${APP_URL}/reset-password`,
          })
        ).error,
      ).toBeNull();
      const mail = lastMailTo(email);
      expect(mail.subject).toBe('Reset your Sprouts password');
      const opened = await follow(verifyLinkOf(mail));
      expect(opened.target).toBe(`${APP_URL}/reset-password`);
      expect(opened.hash.get('type')).toBe('recovery');
      await client.auth.setSession({
        access_token: opened.hash.get('access_token') ?? '',
        refresh_token: opened.hash.get('refresh_token') ?? '',
      });
      const same = await client.auth.updateUser({ password: PASSWORD });
      expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
      expect((await client.auth.updateUser({ password: 'a-brand-new-secret' })).error).toBeNull();

      const fresh = backend.client();
      expect(
        (await fresh.auth.signInWithPassword({ email, password: 'a-brand-new-secret' })).error,
      ).toBeNull();
      expect(
        (await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error,
      ).toMatchObject({
        code: 'invalid_credentials',
      });
    });

    it('a reset for an unknown email answers the same and sends nothing', async () => {
      const { error } = await backend.client().auth.resetPasswordForEmail('unknown@example.com');
      expect(error).toBeNull();
      expect(backend.mails).toHaveLength(0);
    });

    it('signing out ends the session: its refresh token and access token stop working', async () => {
      const { client, session } = await signedUp();
      await client.auth.setSession(session);
      expect((await client.auth.signOut()).error).toBeNull();
      const refresh = await backend
        .client()
        .auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refresh.error).toMatchObject({
        status: 400,
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      });
      const user = await backend.client().auth.getUser(session.access_token);
      expect(user.error?.name).toBe('AuthSessionMissingError');
    });
  });

  describe('refresh tokens', () => {
    it('rotate: each refresh gives a new token; a replay inside the reuse window gets the current one', async () => {
      const { session } = await signedUp();
      const client = backend.client();
      const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
      expect(first.error).toBeNull();
      const rotated = first.data.session?.refresh_token;
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(session.refresh_token);
      const replay = await backend
        .client()
        .auth.refreshSession({ refresh_token: session.refresh_token });
      expect(replay.data.session?.refresh_token).toBe(rotated);
    });

    it('a replay after the reuse window is refused and ends the session', async () => {
      const strict = await startInProcess({ refreshTokenReuseSeconds: 0 });
      try {
        const client = strict.client();
        const { data } = await client.auth.signUp({
          email: 'strict@example.com',
          password: PASSWORD,
        });
        const original = data.session?.refresh_token ?? '';
        const rotated = await strict.client().auth.refreshSession({ refresh_token: original });
        expect(rotated.error).toBeNull();
        const replay = await strict.client().auth.refreshSession({ refresh_token: original });
        expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
        const current = await strict
          .client()
          .auth.refreshSession({ refresh_token: rotated.data.session?.refresh_token ?? '' });
        expect(current.error).toMatchObject({ code: 'refresh_token_not_found' });
      } finally {
        await strict.close();
      }
    });
  });

  describe('wire shapes', () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      backend.fetch(`${BACKEND_URL}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...headers },
        body,
      });
    const badLogin = JSON.stringify({ email: 'nobody@example.com', password: 'whatever-it-is' });

    it('answers {code, message} and echoes the API version to 2024-01-01 callers', async () => {
      const response = await post('/token?grant_type=password', badLogin, {
        'x-supabase-api-version': '2024-01-01',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    });

    it('answers the legacy {code, error_code, msg} to callers without the version', async () => {
      const response = await post('/token?grant_type=password', badLogin);
      expect(response.headers.get('x-supabase-api-version')).toBeNull();
      expect(await response.json()).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    });

    it('malformed JSON, unknown paths, wrong methods and missing tokens are clean 4xx', async () => {
      const malformed = await post('/signup', '{"email": "a@b.c",');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ error_code: 'bad_json' });
      expect((await post('/nowhere', '{}')).status).toBe(404);
      const wrongMethod = await post('/settings', '{}');
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      const noToken = await backend.fetch(`${BACKEND_URL}/auth/v1/user`, {
        headers: { apikey: ANON_KEY },
      });
      expect(noToken.status).toBe(401);
      const badGrant = await post('/token?grant_type=magic', '{}');
      expect(badGrant.status).toBe(400);
      expect(backend.db.isIdle()).toBe(true);
    });

    const versioned = { 'x-supabase-api-version': '2024-01-01' };
    const credentials = { email: 'parent@example.com', password: PASSWORD };
    const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

    it.each([
      ['/signup', { ...credentials, email: 'par\u0000ent@example.com' }],
      ['/token?grant_type=password', { ...credentials, email: 'par\u0000ent@example.com' }],
      ['/recover', { email: 'parent@example.com\u0000' }],
      ['/token?grant_type=refresh_token', { refresh_token: 'abc\u0000def' }],
      ['/signup', { ...credentials, data: { name: 'Ma\u0000ya' } }],
      ['/signup', { ...credentials, data: { name: 'Maya \ud800' } }],
      ['/signup', { ...credentials, data: { 'na\u0000me': 'Maya' } }],
      ['/signup', { ...credentials, data: { note: '\udfff' } }],
    ])('answers 400 validation_failed to %s with %j', async (path, body) => {
      const response = await post(path, JSON.stringify(body), versioned);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
      expect(backend.db.isIdle()).toBe(true);
    });

    it('answers a token of a deleted user 403 user_not_found, and one not valid yet 403 bad_jwt', async () => {
      const getUser = (token: string) =>
        backend.fetch(`${BACKEND_URL}/auth/v1/user`, {
          headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, ...versioned },
        });
      const gone = await getUser(userToken(randomUUID()));
      expect(gone.status).toBe(403);
      expect(await gone.json()).toMatchObject({ code: 'user_not_found' });

      const userId = (await signedUp()).user.id;
      const now = Math.floor(Date.now() / 1000);
      const early = signJwt(
        { sub: userId, role: 'authenticated', nbf: now + 24 * 3600, exp: now + 25 * 3600 },
        JWT_SECRET,
      );
      const notYet = await getUser(early);
      expect(notYet.status).toBe(403);
      expect(await notYet.json()).toMatchObject({ code: 'bad_jwt' });
      expect((await getUser(userToken(userId))).status).toBe(200);
    });

    it('refuses JSON nested deeper than 64 levels and takes 64', async () => {
      const body = (levels: number) =>
        `{"email":"${freshEmail()}","password":"${PASSWORD}","data":${nested(levels)}}`;
      const deep = await post('/signup', body(6000), versioned);
      expect(deep.status).toBe(400);
      expect(await deep.json()).toMatchObject({ code: 'validation_failed' });
      expect((await post('/signup', body(64), versioned)).status).toBe(400);
      expect((await post('/signup', body(63), versioned)).status).toBe(200);
    });

    it.each([
      '<script>alert(1)</script>@example.com',
      'parent\u202e@example.com',
      'pa rent@example.com',
      'parent@exa_mple.com',
      'parent@-example.com',
    ])('refuses the email %j as hosted Auth does', async (email) => {
      const response = await post('/signup', JSON.stringify({ ...credentials, email }), versioned);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
    });

    it('takes the addresses hosted Auth takes', async () => {
      for (const email of [`o'brien+${freshEmail()}`, `${counter}{x}@mail.example.co.uk`]) {
        const response = await post('/signup', JSON.stringify({ ...credentials, email }));
        expect([email, response.status]).toEqual([email, 200]);
      }
    });
  });
});
