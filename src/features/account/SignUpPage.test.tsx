// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOutcome, SignUpDetails } from '@/backend/auth-calls';
import SignUpPage from './SignUpPage';

const calls = vi.hoisted(() => ({
  signUp: vi.fn<(details: SignUpDetails) => Promise<AuthOutcome>>(),
}));
vi.mock('@/backend/auth-calls', () => ({ signUp: calls.signUp }));

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/subscribe" element={<p>Subscribe page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    name: screen.getByLabelText("Student's name"),
    grade: screen.getByLabelText('Grade'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign Up' }),
  };
}

async function fillIn(fields: ReturnType<typeof renderPage>) {
  const user = userEvent.setup();
  await user.type(fields.name, 'Asha');
  await user.selectOptions(fields.grade, 'Kindergarten-1');
  await user.type(fields.email, 'parent@example.com');
  await user.type(fields.password, 'sprouts-123');
  return user;
}

beforeEach(() => {
  calls.signUp.mockReset();
});

describe('SignUpPage', () => {
  it('offers the three grades behind a disabled placeholder chosen by default', () => {
    const { grade } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    expect(document.title).toBe('Sign Up · Sprouts');
    const options = within(grade).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select your grade',
      'Nursery',
      'Kindergarten 1',
      'Kindergarten 2',
    ]);
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'Nursery',
      'Kindergarten-1',
      'Kindergarten-2',
    ]);
    expect(options[0]).toBeDisabled();
    expect(grade).toHaveValue('');
  });

  it('shows the password rule before anything is sent', () => {
    const { password } = renderPage();
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  it('requires every field and a password of 8 characters', async () => {
    const user = userEvent.setup();
    const { name, grade, email, password, submit } = renderPage();
    await user.click(submit);
    expect(name).toHaveAccessibleDescription("Enter the student's name.");
    expect(grade).toHaveAccessibleDescription('Select a grade.');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(password).toHaveAccessibleDescription('At least 8 characters Enter your password.');
    expect(name).toHaveFocus();

    await user.type(password, 'short');
    await user.click(submit);
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters Use at least 8 characters.',
    );
    expect(calls.signUp).not.toHaveBeenCalled();
  });

  it('refuses a password that is easy to guess, says why and sends nothing', async () => {
    const fields = renderPage();
    const user = userEvent.setup();
    await user.type(fields.name, 'Asha');
    await user.selectOptions(fields.grade, 'Kindergarten-1');
    await user.type(fields.email, 'parent@example.com');
    await user.type(fields.password, 'password1');
    await user.click(fields.submit);
    await vi.waitFor(() =>
      expect(fields.password).toHaveAccessibleDescription(
        'At least 8 characters This password is too easy to guess: it is a commonly used password. Choose a longer one, for example three or four words that do not belong together.',
      ),
    );
    expect(fields.password).toHaveFocus();
    expect(fields.submit).toBeEnabled();
    expect(calls.signUp).not.toHaveBeenCalled();
  });

  it('creates the account with the name and grade, then opens /subscribe', async () => {
    calls.signUp.mockResolvedValue({ ok: true });
    const fields = renderPage();
    const user = await fillIn(fields);
    await user.click(fields.submit);
    expect(await screen.findByText('Subscribe page')).toBeVisible();
    expect(calls.signUp).toHaveBeenCalledWith({
      name: 'Asha',
      grade: 'Kindergarten-1',
      email: 'parent@example.com',
      password: 'sprouts-123',
    });
  });

  it("attaches the provider's message to Invalid email or password and keeps the form", async () => {
    calls.signUp.mockResolvedValue({
      ok: false,
      message: 'User already registered',
      code: 'user_already_exists',
      offline: false,
    });
    const fields = renderPage();
    const user = await fillIn(fields);
    await user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password: User already registered',
    );
    expect(fields.name).toHaveValue('Asha');
    expect(fields.grade).toHaveValue('Kindergarten-1');
    expect(fields.password).toHaveValue('sprouts-123');
    expect(fields.submit).toBeEnabled();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(within(alert).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('disables the button while the account is created', async () => {
    calls.signUp.mockReturnValue(new Promise(() => undefined));
    const fields = renderPage();
    const user = await fillIn(fields);
    await user.click(fields.submit);
    expect(fields.submit).toBeDisabled();
    expect(fields.submit).toHaveTextContent('Signing up...');
  });
});
