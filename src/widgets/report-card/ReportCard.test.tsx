// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { pack } from '@/content/packs/nursery/v1';
import { buildSkillReport } from '@/content/skill-report';
import type { SkillScore } from '@/domain/progress';
import { ReportCard, type ReportCardProps } from './ReportCard';

const SCORES: SkillScore[] = [
  { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 2, maxScore: 2 },
  { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 0, maxScore: 3 },
  { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 2, maxScore: 3 },
  { skill: 'word-picture-matching', topic: 'letters-and-pictures', score: 3, maxScore: 3 },
  { skill: 'letter-recognition', topic: 'match-big-and-small-letters', score: 1, maxScore: 1 },
  { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 3, maxScore: 3 },
];

function renderCard(props: Partial<ReportCardProps> = {}) {
  return render(
    <MemoryRouter>
      <ReportCard
        title="English Assessment"
        report={buildSkillReport(pack, 'english', SCORES)}
        stars={2}
        score={11}
        maxScore={15}
        {...props}
      />
    </MemoryRouter>,
  );
}

function skillRow(title: string): HTMLElement {
  const skills = screen.getByRole('region', { name: 'Skills' });
  const row = within(skills)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(title));
  if (!row) throw new Error(`No row for ${title}`);
  return row;
}

describe('ReportCard', () => {
  it('has a heading, the stars, the score and how many skills are secure', () => {
    renderCard();
    expect(
      screen.getByRole('heading', { level: 2, name: 'English Assessment report card' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeVisible();
    expect(screen.getByText(/11 of 15 right on the first try\./)).toBeVisible();
    expect(screen.getByText('3 of 5 skills secure.')).toBeVisible();
  });

  it('shows each skill with its level in words, an icon and the count', () => {
    renderCard();
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getAllByRole('listitem')).toHaveLength(5);
    const expected: [string, string, string][] = [
      ['Recognises the letters A to H, big and small', 'Secure', '3 of 3'],
      ['Hears the first sound of words from a to h', 'Not yet', '0 of 3'],
      ['Traces the capital letters A to H', 'Secure', '3 of 3'],
      ['Spots the picture that does not belong', 'Practising', '2 of 3'],
      ['Matches a picture to its first letter', 'Secure', '3 of 3'],
    ];
    for (const [title, level, count] of expected) {
      const row = skillRow(title);
      expect(row).toHaveTextContent(`${title}${level}${count} right first time`);
      // The level is never colour alone: a word, and an icon that is hidden from screen readers.
      const badge = within(row).getByText(level);
      expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByText(/4 in 5 or more right on the first try/)).toBeVisible();
  });

  it('links to the topics to practise next, weakest skill first', () => {
    renderCard();
    const next = screen.getByRole('region', { name: 'What to practise next' });
    const links = within(next).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['First Sounds A to H', '/class/nursery/v1/english/first-sounds-a-to-h'],
      ['Which Letter Does It Start With?', '/class/nursery/v1/english/first-letters-a-to-h'],
      ['Which One Does Not Belong?', '/class/nursery/v1/english/which-does-not-belong'],
    ]);
    expect(
      within(next).getAllByText('Not yet: Hears the first sound of words from a to h')[0],
    ).toBe(within(next).getAllByRole('listitem')[0]?.lastElementChild);
  });

  it('says so when every skill is secure, with nothing to practise', () => {
    const allRight = SCORES.map((entry) => ({ ...entry, score: entry.maxScore }));
    renderCard({ report: buildSkillReport(pack, 'english', allRight), stars: 3 });
    const next = screen.getByRole('region', { name: 'What to practise next' });
    expect(within(next).queryAllByRole('link')).toHaveLength(0);
    expect(next).toHaveTextContent('Every skill is secure.');
    expect(screen.getByText('5 of 5 skills secure.')).toBeVisible();
  });

  it('copes with a round that checked no skills', () => {
    renderCard({ report: buildSkillReport(pack, 'english', []) });
    expect(screen.getByText('No skills were checked in this round.')).toBeVisible();
    expect(screen.queryByText(/skills secure/)).toBeNull();
  });

  it('takes the focus when asked, uses the heading level given, and shows the actions', () => {
    renderCard({
      focusOnShow: true,
      headingLevel: 3,
      starsLabel: 'You earned 2 of 3 stars',
      finishedAt: '2026-05-04T10:00:00.000Z',
      actions: <button type="button">Play again</button>,
    });
    const heading = screen.getByRole('heading', { level: 3, name: /report card$/ });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('heading', { level: 4, name: 'Skills' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'You earned 2 of 3 stars' })).toBeVisible();
    const date = new Date('2026-05-04T10:00:00.000Z').toLocaleDateString(undefined, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(screen.getByText(new RegExp(`checked on ${date}`))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeVisible();
  });

  it('leaves the focus alone by default', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('tabindex');
  });
});
