// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { Redirect } from './Redirect';

function routerFor(next: React.ReactNode) {
  return createMemoryRouter(
    [
      { path: '/profile', element: <Redirect to="/signin" /> },
      { path: '/signin', element: next },
    ],
    { initialEntries: ['/', '/profile'], initialIndex: 1 },
  );
}

describe('Redirect', () => {
  it('replaces the address with the next page', async () => {
    const router = routerFor(<h1>Sign In</h1>);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("holds a page's loading state while the next page is not there yet", async () => {
    let arrive: (page: { default: () => React.ReactNode }) => void = () => {};
    const SignIn = lazy(
      () => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)),
    );
    const router = routerFor(<SignIn />);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    // Redirected, the next page still loading: its loading state stays, marked as a page's.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading page...');
    expect(status).toHaveAttribute('data-page-loading');
    arrive({ default: () => <h1>Sign In</h1> });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
