// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows its children when nothing fails', () => {
    render(
      <MemoryRouter>
        <ErrorBoundary>
          <p>{'all good'}</p>
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('all good')).toBeVisible();
  });

  it('shows a friendly message and a way home instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('tries again when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <MemoryRouter>
        <ErrorBoundary resetKey="/a">
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    rerender(
      <MemoryRouter>
        <ErrorBoundary resetKey="/b">
          <p>{'next page'}</p>
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('next page')).toBeVisible();
  });

  it('shows the given fallback, such as the bare error page when the layout itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ErrorBoundary fallback={<RouteErrorPage />}>
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Sprouts/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
