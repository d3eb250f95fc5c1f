// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState, AuthStatus } from '@/backend/auth-state';
import { Navbar } from './Navbar';

const auth = vi.hoisted(() => ({ status: 'signedOut' as AuthStatus }));

vi.mock('@/backend/auth-state', () => ({
  useAuth: (): AuthState => ({ status: auth.status, user: null, session: null, recovering: false }),
}));

function renderNavbar(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Navbar />
            <p data-testid="page">{'page'}</p>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Navbar', () => {
  beforeEach(() => {
    auth.status = 'signedOut';
  });

  it('links the logo home and lists the main pages', () => {
    renderNavbar('/curriculum');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sprouts' })).toHaveAttribute('href', '/');
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Class', '/class'],
      ['Curriculum', '/curriculum'],
      ['Parents Corner', '/parents'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Curriculum' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows Sign In to a signed-out visitor', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('link', { name: 'My Profile' })).toBeNull();
  });

  it('shows My Profile to a signed-in user', () => {
    auth.status = 'signedIn';
    renderNavbar();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows neither while the session is still loading', () => {
    auth.status = 'loading';
    renderNavbar();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Profile' })).toBeNull();
  });

  it('opens the menu with the toggle and closes it when a link is clicked', async () => {
    const user = userEvent.setup();
    const router = renderNavbar('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(screen.getByRole('link', { name: 'Parents Corner' }));
    expect(router.state.location.pathname).toBe('/parents');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu on a click outside the header', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByTestId('page'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
