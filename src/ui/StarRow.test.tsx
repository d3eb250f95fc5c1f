// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRow, starsEarned } from './StarRow';

const CLASSES = { row: 'row', on: 'on', off: 'off' };

describe('StarRow', () => {
  it('draws three stars, the earned ones first, read only by its label', () => {
    render(<StarRow filled={2} label="2 of 3 stars" classes={CLASSES} />);
    const row = screen.getByRole('img', { name: '2 of 3 stars' });
    expect(row.tagName).toBe('SPAN');
    expect(row).toHaveClass('row');
    const stars = [...row.querySelectorAll('svg')];
    expect(stars.map((star) => star.getAttribute('class'))).toEqual(['on', 'on', 'off']);
    expect(stars.every((star) => star.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('can stand alone as a paragraph', () => {
    render(<StarRow as="p" filled={0} label="No stars yet" classes={CLASSES} />);
    expect(screen.getByRole('img', { name: 'No stars yet' }).tagName).toBe('P');
  });

  it('counts whole stars from 0 to 3', () => {
    expect([-1, 0, 1.4, 1.5, 3, 7].map(starsEarned)).toEqual([0, 0, 1, 2, 3, 3]);
    render(<StarRow filled={7} label="all" classes={CLASSES} />);
    const classes = [...screen.getByRole('img').querySelectorAll('svg')].map((star) =>
      star.getAttribute('class'),
    );
    expect(classes).toEqual(['on', 'on', 'on']);
  });
});
