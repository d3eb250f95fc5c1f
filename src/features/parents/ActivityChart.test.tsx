// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WeekActivity } from '@/content/progress';
import { ActivityChart } from './ActivityChart';

const week = (start: string, activities: number): WeekActivity => ({
  start,
  activities,
  minutes: activities * 3,
  stars: activities * 2,
});

describe('ActivityChart', () => {
  it('is an image described in words, with a bar for each busy week', () => {
    const { container } = render(
      <ActivityChart
        weeks={[week('2026-03-30', 0), week('2026-04-06', 5), week('2026-04-13', 2)]}
      />,
    );
    const chart = screen.getByRole('img', { name: /Activities finished per week/ });
    expect(chart).toHaveAccessibleName(
      'Activities finished per week 7 activities in the last 3 weeks. Busiest: the week of 6 April 2026, with 5. This week so far: 2.',
    );
    expect(container.querySelectorAll('rect')).toHaveLength(2);
    expect(chart).toHaveTextContent('13 Apr');
  });

  it('gives the same numbers as a table', async () => {
    const user = userEvent.setup();
    render(<ActivityChart weeks={[week('2026-04-06', 5), week('2026-04-13', 2)]} />);
    await user.click(screen.getByText('Show the weeks as a table'));
    const rows = within(screen.getByRole('table', { name: 'Activity per week' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Week startingActivitiesMinutesStars',
      '6 April 202651510',
      '13 April 2026264',
    ]);
  });

  it('says when nothing was played', () => {
    render(<ActivityChart weeks={[week('2026-04-06', 0), week('2026-04-13', 0)]} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Activities finished per week No activities finished in the last 2 weeks.',
    );
  });
});
