/**
 * The hosted auth service calls of SPEC section 7: sign in, create an account, update the display
 * name and the email, send verification and password reset emails, sign out. Every call loads
 * the Supabase client lazily and answers a typed outcome instead of throwing.
 */
import type { GradeName } from '@/domain/grades';
import { clearSubscriptionStatus } from './subscription';

export interface AuthFailure {
  ok: false;
  /** The provider's message, e.g. 'User already registered'. */
  message: string;
  /** The provider's error code when it sent one, e.g. 'user_already_exists'. */
  code: string | null;
  /** True when the server could not be reached (no connection, or it is down). */
  offline: boolean;
}

export type AuthOutcome = { ok: true } | AuthFailure;

export interface SignUpDetails {
  name: string;
  /** Left out by the PayPal checkout's form, which asks for no grade; set later on /profile. */
  grade?: GradeName | undefined;
  email: string;
  password: string;
}

interface ProviderError {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
}

/** Turns whatever a call rejected or answered with into an AuthFailure. */
export function toAuthFailure(error: unknown): AuthFailure {
  const details: ProviderError = typeof error === 'object' && error !== null ? error : {};
  const message =
    typeof details.message === 'string' && details.message.trim()
      ? details.message
      : 'Something went wrong';
  const offline =
    details.name === 'AuthRetryableFetchError' ||
    // A lazy chunk or a fetch that fails without an answer.
    (error instanceof TypeError && /fetch|network|import/i.test(message));
  return {
    ok: false,
    message,
    code: typeof details.code === 'string' ? details.code : null,
    offline,
  };
}

async function auth() {
  const { supabase } = await import('./client');
  return supabase.auth;
}

/** Runs one call; an `error` in the answer or a rejection becomes an AuthFailure. */
async function outcomeOf(call: () => Promise<{ error: unknown }>): Promise<AuthOutcome> {
  try {
    const { error } = await call();
    return error ? toAuthFailure(error) : { ok: true };
  } catch (error) {
    return toAuthFailure(error);
  }
}

function pageUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

export function signIn(email: string, password: string): Promise<AuthOutcome> {
  return outcomeOf(async () => (await auth()).signInWithPassword({ email, password }));
}

/**
 * Creates the account. The student's name and grade travel as sign-up metadata, from which the
 * database creates the profile; the display name is set in the same request.
 */
async function requestSignUp({ name, grade, email, password }: SignUpDetails) {
  return (await auth()).signUp({
    email,
    password,
    options: {
      data: { name, ...(grade ? { grade } : {}), display_name: name, full_name: name },
      emailRedirectTo: pageUrl('/profile?confirmed=1'),
    },
  });
}

export function signUp(details: SignUpDetails): Promise<AuthOutcome> {
  return outcomeOf(() => requestSignUp(details));
}

export const SIGN_IN_NEEDED_TO_PAY =
  'Your account was created. Open the link we emailed you, then sign in to subscribe.';

/**
 * Creates the account of a buyer in the payment flow (SPEC section 4: the account is created
 * first). Paying needs the session sign-up starts; a project that holds sessions back until the
 * email is confirmed answers a failure that says what to do.
 */
export async function signUpToPay(details: SignUpDetails): Promise<AuthOutcome> {
  try {
    const { data, error } = await requestSignUp(details);
    if (error) return toAuthFailure(error);
    if (!data.session) {
      return { ok: false, message: SIGN_IN_NEEDED_TO_PAY, code: 'no_session', offline: false };
    }
    return { ok: true };
  } catch (error) {
    return toAuthFailure(error);
  }
}

/** Sends the password reset email; its link opens /reset-password signed in. */
export function sendPasswordReset(email: string): Promise<AuthOutcome> {
  return outcomeOf(async () =>
    (await auth()).resetPasswordForEmail(email, { redirectTo: pageUrl('/reset-password') }),
  );
}

export function updatePassword(password: string): Promise<AuthOutcome> {
  return outcomeOf(async () => (await auth()).updateUser({ password }));
}

/** Sends the verification email again; its link opens /profile. */
export function resendVerification(email: string): Promise<AuthOutcome> {
  return outcomeOf(async () =>
    (await auth()).resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: pageUrl('/profile?confirmed=1') },
    }),
  );
}

/** Asks for an email change; it happens when the link sent to the new address is opened, which says so on /profile. */
export function requestEmailChange(newEmail: string): Promise<AuthOutcome> {
  return outcomeOf(async () =>
    (await auth()).updateUser(
      { email: newEmail },
      { emailRedirectTo: pageUrl('/profile?confirmed=1') },
    ),
  );
}

/** The account's display name is the student's name (SPEC section 3). */
export function updateDisplayName(name: string): Promise<AuthOutcome> {
  return outcomeOf(async () =>
    (await auth()).updateUser({ data: { name, display_name: name, full_name: name } }),
  );
}

/** Ends the session and forgets the cached subscription status. */
export async function signOut(): Promise<AuthOutcome> {
  const outcome = await outcomeOf(async () => (await auth()).signOut());
  if (outcome.ok) clearSubscriptionStatus();
  return outcome;
}
