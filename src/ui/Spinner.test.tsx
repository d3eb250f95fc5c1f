// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loading } from './Spinner';

describe('Loading', () => {
  it('announces its label politely', () => {
    render(<Loading label="Loading page..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading page...');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it("marks a page's loading state, which the layout keeps the footer hidden for", () => {
    const { rerender } = render(<Loading fill />);
    expect(screen.getByRole('status')).toHaveAttribute('data-page-loading');
    rerender(<Loading />);
    expect(screen.getByRole('status')).not.toHaveAttribute('data-page-loading');
  });
});
