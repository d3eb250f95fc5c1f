// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState, AuthStatus } from '@/backend/auth-state';
import HomePage from './HomePage';

const auth = vi.hoisted(() => ({ status: 'loading' as AuthStatus }));

vi.mock('@/backend/auth-state', () => ({
  useAuth: (): AuthState => ({ status: auth.status, user: null, session: null, recovering: false }),
}));

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  beforeEach(() => {
    auth.status = 'loading';
  });

  it('shows the hero with the grade button and the curriculum teaser', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preschool Through Kindergarten' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Select Your Grade' })).toHaveAttribute(
      'href',
      '/class',
    );
    expect(screen.getByRole('link', { name: 'Explore the Curriculum' })).toHaveAttribute(
      'href',
      '/curriculum',
    );
    expect(document.title).toBe('Sprouts: English and Maths for little learners');
  });

  it('hides What You Get while the session is loading', () => {
    renderHome();
    expect(screen.queryByRole('heading', { name: 'What You Get' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
  });

  it('shows What You Get with Subscribe Now to a signed-out visitor', () => {
    auth.status = 'signedOut';
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'What You Get' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('hides What You Get from a signed-in user', () => {
    auth.status = 'signedIn';
    renderHome();
    expect(screen.queryByRole('heading', { name: 'What You Get' })).toBeNull();
  });
});
