// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOutcome } from '@/backend/auth-calls';
import SignInPage from './SignInPage';

const calls = vi.hoisted(() => ({
  signIn: vi.fn<(email: string, password: string) => Promise<AuthOutcome>>(),
}));
vi.mock('@/backend/auth-calls', () => ({ signIn: calls.signIn }));

function renderPage(entry = '/signin') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/subscribe" element={<p>Checkout page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

beforeEach(() => {
  calls.signIn.mockReset();
});

describe('SignInPage', () => {
  it('has its heading, title, autocomplete hints and links', () => {
    const { email, password } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(document.title).toBe('Sign In · Sprouts');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('checks the fields before sending and focuses the first one in error', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderPage();
    await user.click(submit);
    expect(calls.signIn).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();

    await user.type(email, 'parent@example');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(calls.signIn).not.toHaveBeenCalled();
  });

  it('says Invalid email or password on failure and keeps what was typed', async () => {
    calls.signIn.mockResolvedValue({
      ok: false,
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      offline: false,
    });
    const user = userEvent.setup();
    const { email, password, submit } = renderPage();
    await user.type(email, ' parent@example.com ');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(calls.signIn).toHaveBeenCalledWith('parent@example.com', 'wrong-password');
    expect(email).toHaveValue('parent@example.com');
    expect(password).toHaveValue('wrong-password');
    expect(submit).toBeEnabled();
  });

  it('tells an offline parent that the server could not be reached', async () => {
    calls.signIn.mockResolvedValue({
      ok: false,
      message: 'Failed to fetch',
      code: null,
      offline: true,
    });
    const user = userEvent.setup();
    const { email, password, submit } = renderPage();
    await user.type(email, 'parent@example.com');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach Sprouts. Check your internet connection and try again.",
    );
  });

  it('disables the button while signing in, then goes home', async () => {
    let finish: (outcome: AuthOutcome) => void = () => undefined;
    calls.signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    const { email, password, submit } = renderPage();
    await user.type(email, 'parent@example.com');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Signing in...');
    await user.click(submit);
    expect(calls.signIn).toHaveBeenCalledTimes(1);
    finish({ ok: true });
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('returns to the page of this site that sent the parent, and ignores any other address', async () => {
    calls.signIn.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const fields = renderPage('/signin?next=%2Fsubscribe');
    await user.type(fields.email, 'parent@example.com');
    await user.type(fields.password, 'sprouts-123');
    await user.click(fields.submit);
    expect(await screen.findByText('Checkout page')).toBeVisible();
  });

  it('goes home when next points elsewhere', async () => {
    calls.signIn.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const fields = renderPage('/signin?next=%2F%2Fevil.example%2Fsubscribe');
    await user.type(fields.email, 'parent@example.com');
    await user.type(fields.password, 'sprouts-123');
    await user.click(fields.submit);
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('lets the password be shown and hidden again', async () => {
    const user = userEvent.setup();
    const { password } = renderPage();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
