// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import GradeLayout from './GradeLayout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/class/:grade/:volume',
        element: <GradeLayout />,
        children: [
          { index: true, element: <p>{'volume overview'}</p> },
          { path: 'curriculum', element: <p>{'grade curriculum'}</p> },
          { path: ':sub', element: <p>{'subject page'}</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('GradeLayout', () => {
  it('shows the grade heading, the tabs and the nested page', async () => {
    renderAt('/class/K1/v2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kindergarten - 1' }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Volumes' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['V1', 'V2', 'V3', 'V4', 'Curriculum']);
    expect(within(tabs).getByRole('link', { name: 'V2' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Curriculum' })).toHaveAttribute(
      'href',
      '/class/K1/v2/curriculum',
    );
    expect(screen.getByText('volume overview')).toBeVisible();
  });

  it('marks the Curriculum tab on the curriculum page', async () => {
    renderAt('/class/nursery/v1/curriculum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nursery' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Curriculum' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'V1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('grade curriculum')).toBeVisible();
  });

  it('names an unknown grade and volume in an alert', async () => {
    renderAt('/class/k4/v1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: k4 v1 Component for grade and volume not found',
    );
    expect(screen.getByRole('link', { name: 'Choose a Grade' })).toHaveAttribute('href', '/class');
    expect(screen.queryByText('volume overview')).toBeNull();
  });

  it('names an unknown volume of a known grade', async () => {
    renderAt('/class/k1/v9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: k1 v9 Component for grade and volume not found',
    );
    expect(screen.queryByRole('heading', { name: 'Kindergarten - 1' })).toBeNull();
  });
});
