// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOutcome } from '@/backend/auth-calls';
import type { AuthState } from '@/backend/auth-state';
import ResetPasswordPage from './ResetPasswordPage';

const fake = vi.hoisted(() => ({
  auth: { status: 'loading', user: null, session: null, recovering: false } as unknown,
  updatePassword: vi.fn<(password: string) => Promise<AuthOutcome>>(),
}));
vi.mock('@/backend/auth-state', () => ({ useAuth: () => fake.auth as AuthState }));
vi.mock('@/backend/auth-calls', () => ({ updatePassword: fake.updatePassword }));

function renderPage() {
  render(
    <MemoryRouter>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
}

function recovering() {
  fake.auth = {
    status: 'signedIn',
    user: { id: 'u1', email: 'parent@example.com' },
    session: {},
    recovering: true,
  };
}

beforeEach(() => {
  fake.updatePassword.mockReset();
  fake.auth = { status: 'loading', user: null, session: null, recovering: false };
});

describe('ResetPasswordPage', () => {
  it('waits for the link to be checked', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('explains an expired link and offers a new one', () => {
    fake.auth = { status: 'signedOut', user: null, session: null, recovering: false };
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(/expired or has already been used/);
    expect(screen.getByRole('link', { name: 'Send a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('requires 8 characters, saves the new password and leads home', async () => {
    recovering();
    fake.updatePassword.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    renderPage();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters Use at least 8 characters.',
    );
    expect(fake.updatePassword).not.toHaveBeenCalled();

    await user.type(password, '-enough');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(fake.updatePassword).toHaveBeenCalledWith('short-enough');
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is saved.');
    expect(screen.getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute('href', '/');
  });

  it('says why a new password was refused and keeps it', async () => {
    recovering();
    fake.updatePassword.mockResolvedValue({
      ok: false,
      message: 'New password should be different from the old password.',
      code: 'same_password',
      offline: false,
    });
    const user = userEvent.setup();
    renderPage();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'the-same-old-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your new password was not saved: New password should be different from the old password.',
    );
    expect(password).toHaveValue('the-same-old-secret');
  });
});
