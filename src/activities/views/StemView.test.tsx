// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StemView } from './StemView';
import { VisualView } from './VisualView';

describe('StemView', () => {
  it('reads an equation with words for its signs', () => {
    render(
      <StemView
        stem={{
          type: 'equation',
          left: { type: 'group', picture: 'duck', count: 2 },
          operator: '-',
          right: { type: 'text', text: '1' },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: '2 ducks' })).toBeInTheDocument();
    expect(screen.getByText('take away')).toBeInTheDocument();
    expect(screen.getByText('makes')).toBeInTheDocument();
    expect(screen.getByText('missing')).toBeInTheDocument();
  });

  it('shows two things to compare', () => {
    render(
      <StemView
        stem={{
          type: 'compare',
          left: { type: 'shape', shape: 'star', colour: 'red' },
          right: { type: 'colour', colour: 'blue' },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'red star' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'blue' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('lays out a grid in its columns', () => {
    render(<StemView stem={{ type: 'grid', columns: 5, cells: [1, 2, null, 4, 5, 6] }} />);
    const grid = screen.getByRole('list', { name: 'Number grid' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' });
    expect(within(grid).getAllByRole('listitem')[2]).toHaveTextContent('missing');
  });
});

describe('VisualView', () => {
  it('shows a picture from its own file', () => {
    const { container } = render(<VisualView visual={{ type: 'picture', picture: 'duck' }} />);
    expect(screen.getByRole('img', { name: 'duck' })).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/assets\/pictures\/duck-[\w-]{6}\.svg$/,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('names a picture that is missing from the set instead of failing', async () => {
    render(<VisualView visual={{ type: 'picture', picture: 'no-such-thing' }} />);
    expect(await screen.findByText('no such thing')).toBeInTheDocument();
  });

  it('hides decorative visuals from screen readers', () => {
    const { container } = render(<VisualView visual={{ type: 'text', text: 'b' }} decorative />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('lays a group out in rows of five', async () => {
    const { container } = render(
      <VisualView visual={{ type: 'group', picture: 'star', count: 7 }} />,
    );
    await expect.poll(() => container.querySelectorAll('img').length).toBe(7);
    const rows = container.querySelectorAll('[role="img"] > span > span');
    expect([...rows].map((row) => row.children.length)).toEqual([5, 2]);
  });
});
