// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOutcome } from '@/backend/auth-calls';
import type { AuthState } from '@/backend/auth-state';
import type { Profile, ProfileChanges, ProfileResult, ProfileSaveResult } from '@/backend/profile';
import ProfilePage from './ProfilePage';

const fake = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    auth: {
      state: { status: 'loading', user: null, session: null, recovering: false } as unknown,
      set(next: unknown) {
        this.state = next;
        for (const listener of listeners) listener();
      },
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    fetchProfile: vi.fn<(userId: string) => Promise<ProfileResult>>(),
    updateProfile: vi.fn<(userId: string, changes: ProfileChanges) => Promise<ProfileSaveResult>>(),
    signOut: vi.fn<() => Promise<AuthOutcome>>(),
    resendVerification: vi.fn<(email: string) => Promise<AuthOutcome>>(),
    updateDisplayName: vi.fn<(name: string) => Promise<AuthOutcome>>(),
    requestEmailChange: vi.fn<(email: string) => Promise<AuthOutcome>>(),
  };
});

vi.mock('@/backend/auth-state', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useAuth: () =>
      useSyncExternalStore(
        (listener) => fake.auth.subscribe(listener),
        () => fake.auth.state as AuthState,
      ),
  };
});
vi.mock('@/backend/profile', () => ({
  fetchProfile: fake.fetchProfile,
  updateProfile: fake.updateProfile,
}));
vi.mock('@/backend/auth-calls', () => ({
  signOut: fake.signOut,
  resendVerification: fake.resendVerification,
  updateDisplayName: fake.updateDisplayName,
  requestEmailChange: fake.requestEmailChange,
}));

const profile: Profile = {
  name: 'Asha',
  grade: 'Kindergarten-1',
  email: 'parent@example.com',
  subscription_status: 'inactive',
  subscription_end_date: null,
};

function signedIn(user: { email_confirmed_at?: string | null; new_email?: string } = {}) {
  fake.auth.set({
    status: 'signedIn',
    user: { id: 'u1', email: 'parent@example.com', email_confirmed_at: null, ...user },
    session: {},
    recovering: false,
  });
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/signin" element={<p>Sign-in page</p>} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const failed = (message: string): AuthOutcome => ({
  ok: false,
  message,
  code: null,
  offline: false,
});

beforeEach(() => {
  for (const mock of [
    fake.fetchProfile,
    fake.updateProfile,
    fake.signOut,
    fake.resendVerification,
    fake.updateDisplayName,
    fake.requestEmailChange,
  ]) {
    mock.mockReset();
  }
  fake.auth.set({ status: 'loading', user: null, session: null, recovering: false });
  fake.fetchProfile.mockResolvedValue({ ok: true, profile, subscription: 'inactive' });
  fake.updateProfile.mockResolvedValue({ ok: true });
  fake.updateDisplayName.mockResolvedValue({ ok: true });
  fake.requestEmailChange.mockResolvedValue({ ok: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfilePage access', () => {
  it('waits while the session loads, then sends a signed-out visitor to /signin', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    act(() => fake.auth.set({ status: 'signedOut', user: null, session: null, recovering: false }));
    expect(screen.getByText('Sign-in page')).toBeVisible();
    expect(fake.fetchProfile).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing record', { ok: false, reason: 'missing', message: 'No profile record' }],
    ['a failed read', { ok: false, reason: 'failed', message: 'JWT expired' }],
  ] as const)('says Error fetching user data for %s', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.fetchProfile.mockResolvedValue(answer);
    signedIn();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching user data');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});

describe('ProfilePage view mode', () => {
  it('shows the record, an unverified email and the way to subscribe', async () => {
    signedIn();
    renderPage();
    expect(await screen.findByText('Asha')).toBeVisible();
    expect(fake.fetchProfile).toHaveBeenCalledWith('u1');
    expect(document.title).toBe('My Profile · Sprouts');
    expect(screen.getByText('Kindergarten 1')).toBeVisible();
    expect(screen.getByText('parent@example.com')).toBeVisible();
    expect(screen.getByText('(not verified)')).toBeVisible();
    expect(screen.queryByText('Subscribed')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Subscribe Now to access more features' }),
    ).toHaveAttribute('href', '/subscribe');
  });

  it('sends the verification email and says so', async () => {
    fake.resendVerification.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect(fake.resendVerification).toHaveBeenCalledWith('parent@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification email sent! Check your inbox.',
    );
  });

  it('only logs a failed verification email and offers the button again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.resendVerification.mockResolvedValue(failed('Email rate limit exceeded'));
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send verification email' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Verification email sent! Check your inbox.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send verification email' })).toBeEnabled();
  });

  it('shows Subscribed and the end date to an active, verified subscriber', async () => {
    fake.fetchProfile.mockResolvedValue({
      ok: true,
      profile: {
        ...profile,
        subscription_status: 'active',
        subscription_end_date: '2027-03-15T10:00:00Z',
      },
      subscription: 'active',
    });
    signedIn({ email_confirmed_at: '2026-01-01T00:00:00Z' });
    renderPage();
    expect(await screen.findByText('Subscribed')).toBeVisible();
    expect(screen.getByText('Subscription Active Till')).toBeVisible();
    expect(
      screen.getByText(
        new Date('2027-03-15T10:00:00Z').toLocaleDateString(undefined, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }),
      ),
    ).toBeVisible();
    expect(screen.queryByText('(not verified)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send verification email' })).toBeNull();
    expect(
      screen.queryByRole('link', { name: 'Subscribe Now to access more features' }),
    ).toBeNull();
  });
});

describe('ProfilePage edit mode', () => {
  it('edits name, grade and email, then shows the fresh record', async () => {
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText("Student's name");
    expect(name).toHaveValue('Asha');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Grade')).toHaveValue('Kindergarten-1');
    expect(screen.getByLabelText('Email')).toHaveValue('parent@example.com');

    await user.clear(name);
    await user.type(name, 'Ravi');
    await user.selectOptions(screen.getByLabelText('Grade'), 'Kindergarten-2');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    fake.fetchProfile.mockResolvedValue({
      ok: true,
      profile: { ...profile, name: 'Ravi', grade: 'Kindergarten-2' },
      subscription: 'inactive',
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to new@example.com. Your email changes when you open it.',
    );
    expect(fake.updateProfile).toHaveBeenCalledWith('u1', {
      name: 'Ravi',
      grade: 'Kindergarten-2',
    });
    expect(fake.updateDisplayName).toHaveBeenCalledWith('Ravi');
    expect(fake.requestEmailChange).toHaveBeenCalledWith('new@example.com');
    expect(await screen.findByText('Ravi')).toBeVisible();
    expect(screen.getByText('Kindergarten 2')).toBeVisible();
    expect(fake.fetchProfile).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('changes nothing on Cancel', async () => {
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText("Student's name"), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Asha')).toBeVisible();
    expect(screen.queryByLabelText("Student's name")).toBeNull();
    expect(fake.updateProfile).not.toHaveBeenCalled();
  });

  it('requires a grade and a well-formed email before saving', async () => {
    fake.fetchProfile.mockResolvedValue({
      ok: true,
      profile: { ...profile, grade: null },
      subscription: 'inactive',
    });
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const grade = screen.getByLabelText('Grade');
    expect(grade).toHaveValue('');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(grade).toHaveAccessibleDescription('Select a grade.');
    expect(grade).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'A new email changes once you open the link we send to it. Enter an email address like name@example.com.',
    );
    expect(fake.updateProfile).not.toHaveBeenCalled();
  });

  it('says Error updating profile and closes the form when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.requestEmailChange.mockResolvedValue(
      failed('A user with this email address has already been registered'),
    );
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    let saved: (result: ProfileSaveResult) => void = () => undefined;
    fake.updateProfile.mockReturnValue(new Promise((resolve) => (saved = resolve)));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    saved({ ok: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error updating profile');
    expect(alert).toHaveTextContent('A user with this email address has already been registered');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });
});

describe('ProfilePage sign-out', () => {
  it('ends the session and goes to the home page', async () => {
    fake.signOut.mockImplementation(async () => {
      fake.auth.set({ status: 'signedOut', user: null, session: null, recovering: false });
      return { ok: true };
    });
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(fake.signOut).toHaveBeenCalledTimes(1);
  });

  it('stays signed in and says so when the session could not be ended', async () => {
    fake.signOut.mockResolvedValue({
      ok: false,
      message: 'Failed to fetch',
      code: null,
      offline: true,
    });
    const user = userEvent.setup();
    signedIn();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You are still signed in.We couldn't reach Sprouts.",
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
