/** A progress report input for the layout and render tests. */
import type { ProgressReportInput } from './progress-report';

export function reportInput(overrides: Partial<ProgressReportInput> = {}): ProgressReportInput {
  return {
    brand: 'Sprouts',
    paper: 'a4',
    childName: 'Maya',
    period: 'Last 4 weeks: 19 March 2026 to 15 April 2026',
    madeOn: 'Made on 15 April 2026',
    figures: [
      { value: '12', label: 'activities finished' },
      { value: '35 min', label: 'time playing' },
      { value: '20', label: 'stars earned' },
    ],
    subjects: [
      {
        title: 'English',
        lines: ['5 topics played', '11 of 15 stars', '78% right on the first try', '20 minutes'],
      },
      {
        title: 'Maths',
        lines: ['3 topics played', '7 of 9 stars', '64% right on the first try', '15 minutes'],
      },
    ],
    skills: [
      {
        title: 'Nursery · Volume 1 · English Assessment, 3 April 2026',
        entries: [
          {
            title: 'Recognises the letters A to H, big and small',
            level: 'secure',
            levelLabel: 'Secure',
            detail: '3 of 3 right first time',
          },
          {
            title: 'Hears the first sound of words from a to h',
            level: 'not-yet',
            levelLabel: 'Not yet',
            detail: '0 of 3 right first time',
          },
          {
            title: 'Spots the picture that does not belong',
            level: 'practising',
            levelLabel: 'Practising',
            detail: '1 of 2 right first time',
          },
        ],
      },
    ],
    noSkills: 'No end-of-volume check was finished in this period.',
    suggestions: [
      {
        title: 'First Sounds A to H',
        reason: 'Not yet: Hears the first sound of words from a to h',
      },
      { title: 'Count to 5', reason: 'Played once, best 0 of 3 stars' },
    ],
    noSuggestions: 'Nothing to catch up on: every topic played has two or more stars.',
    ...overrides,
  };
}
