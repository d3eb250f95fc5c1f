// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import GradeCurriculumPage from './GradeCurriculumPage';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/class/:grade/curriculum', element: <GradeCurriculumPage /> },
      { path: '/class/:grade/:volume/curriculum', element: <GradeCurriculumPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('GradeCurriculumPage', () => {
  it('shows every volume with its summary and skills, and the free topics of volume 1', async () => {
    renderAt('/class/K1/curriculum');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kindergarten - 1 Curriculum' }),
    ).toBeVisible();
    const volumes = screen.getAllByRole('heading', { level: 2 });
    expect(volumes.map((heading) => heading.textContent)).toEqual([
      'Volume 1: Beginning Sounds and Numbers to 20',
      'Volume 2: Short a and i Words and Numbers to 30',
      'Volume 3: Short o, u and e and Numbers to 100',
      'Volume 4: Reading CVC Words and Adding within 10',
    ]);
    const sightWords = await screen.findByRole('link', { name: 'First Sight Words' });
    expect(sightWords).toHaveAttribute('href', '/class/K1/v1/english/first-sight-words');
    expect(screen.getByRole('link', { name: 'Maths Assessment' })).toHaveAttribute(
      'href',
      '/class/K1/v1/maths/assessment',
    );
    const volumeTwo = screen.getByRole('article', {
      name: 'Volume 2: Short a and i Words and Numbers to 30',
    });
    expect(within(volumeTwo).getByText('With a subscription')).toBeVisible();
    expect(
      within(volumeTwo).getByText('Fills in missing numbers and counts on to 30'),
    ).toBeVisible();
    expect(within(volumeTwo).queryByRole('link')).toBeNull();
  });

  it('uses h2 for its title inside the grade layout', () => {
    renderAt('/class/nursery/v3/curriculum');
    expect(screen.getByRole('heading', { level: 2, name: 'Nursery Curriculum' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('names an unknown grade', () => {
    renderAt('/class/k7/curriculum');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: k7 curriculum Component for grade and volume not found',
    );
  });
});
