// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOutcome } from '@/backend/auth-calls';
import ForgotPasswordPage from './ForgotPasswordPage';

const calls = vi.hoisted(() => ({
  sendPasswordReset: vi.fn<(email: string) => Promise<AuthOutcome>>(),
}));
vi.mock('@/backend/auth-calls', () => ({ sendPasswordReset: calls.sendPasswordReset }));

function renderPage() {
  render(
    <MemoryRouter>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );
  return {
    email: screen.getByLabelText('Email'),
    submit: screen.getByRole('button', { name: 'Send Reset Link' }),
  };
}

beforeEach(() => {
  calls.sendPasswordReset.mockReset();
});

describe('ForgotPasswordPage', () => {
  it('requires a well-formed email', async () => {
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    await user.type(email, 'parent');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(calls.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('shows the green message when the email is sent', async () => {
    calls.sendPasswordReset.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    await user.type(email, 'parent@example.com');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
    expect(calls.sendPasswordReset).toHaveBeenCalledWith('parent@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the red message with the provider's reason on failure", async () => {
    let finish: (outcome: AuthOutcome) => void = () => undefined;
    calls.sendPasswordReset.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    await user.type(email, 'parent@example.com');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Sending...');
    finish({
      ok: false,
      message: 'Email rate limit exceeded',
      code: 'over_email_send_rate_limit',
      offline: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error sending password reset email: Email rate limit exceeded',
    );
    expect(email).toHaveValue('parent@example.com');
    expect(submit).toBeEnabled();
  });
});
