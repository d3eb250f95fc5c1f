import { describe, expect, it } from 'vitest';
import { pageText, placementProblems } from '../testing/document-checks';
import { layoutProgressReport } from './progress-report';
import { reportInput } from './progress-report.fixture';

describe('layoutProgressReport', () => {
  it('puts the child, the period, the figures, the subjects, skills and suggestions on a page', () => {
    const document = layoutProgressReport(reportInput());
    expect(document.title).toBe('Maya’s progress report');
    expect(document.pages).toHaveLength(1);
    const [page] = document.pages;
    expect(page?.role).toBe('report');
    const header = pageText(page?.header ?? []);
    expect(header).toContain('Maya’s progress report');
    expect(header).toContain('Last 4 weeks: 19 March 2026 to 15 April 2026');
    expect(header).toContain('Made on 15 April 2026');
    expect(header).toContain('Progress report');
    const body = pageText(page?.body ?? []);
    for (const text of [
      '12',
      'activities finished',
      'By subject',
      'English',
      'Maths',
      '78% right on the first try',
      'Skills from the end-of-volume checks',
      'Nursery · Volume 1 · English Assessment, 3 April 2026',
      'Hears the first sound of words from a to h',
      'Not yet',
      '0 of 3 right first time',
      'What to practise next',
      'First Sounds A to H',
      'Played once, best 0 of 3 stars',
    ])
      expect(body).toContain(text);
    expect(pageText(page?.footer ?? [])).toContain('Page 1 of 1');
  });

  it('keeps everything inside the printable area on A4 and Letter', () => {
    for (const paper of ['a4', 'letter'] as const) {
      expect(placementProblems(layoutProgressReport(reportInput({ paper }))), paper).toEqual([]);
    }
  });

  it('says so when there are no skills or suggestions, and titles a report without a name', () => {
    const document = layoutProgressReport(
      reportInput({ childName: ' ', skills: [], suggestions: [] }),
    );
    expect(document.title).toBe('Progress report');
    const body = pageText(document.pages[0]?.body ?? []);
    expect(body).toContain('No end-of-volume check was finished in this period.');
    expect(body).toContain('Nothing to catch up on');
  });

  it('runs onto more pages without splitting a row, each numbered, headings kept with a row', () => {
    const entries = Array.from({ length: 14 }, (_, index) => ({
      title: `Skill number ${index + 1}, with a title long enough to wrap onto a second line of the row`,
      level: (['secure', 'practising', 'not-yet'] as const)[index % 3] ?? 'secure',
      levelLabel: 'Practising',
      detail: `${index % 4} of 3 right first time`,
    }));
    const skills = Array.from({ length: 4 }, (_, group) => ({
      title: `Kindergarten 1 · Volume ${group + 1} · Maths Assessment, 1 April 2026`,
      entries,
    }));
    for (const paper of ['a4', 'letter'] as const) {
      const document = layoutProgressReport(reportInput({ paper, skills }));
      expect(document.pages.length).toBeGreaterThan(2);
      expect(placementProblems(document), paper).toEqual([]);
      document.pages.forEach((page, index) => {
        expect(pageText(page.footer)).toContain(`Page ${index + 1} of ${document.pages.length}`);
        if (index > 0) expect(pageText(page.header)).toContain('Maya’s progress report · Last 4');
        // A page never ends on a heading.
        const texts = page.body.filter((primitive) => primitive.kind === 'text');
        const last = texts.at(-1);
        expect(last && 'text' in last ? last.text : '').not.toMatch(
          /^(Skills from the end-of-volume checks|What to practise next|By subject)$/,
        );
      });
      const all = document.pages.map((page) => pageText(page.body)).join(' ');
      expect(all.match(/Skill number 14,/g)).toHaveLength(4);
      expect(all).toContain('First Sounds A to H');
    }
  });
});
