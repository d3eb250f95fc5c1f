import type { ProgressReportData, ReportPeriod, SubjectReport } from '@/content/progress';
import { SUBJECT_TITLES } from '@/domain/grades';
import type { PaperSize } from '@/settings/child-settings';
import { SKILL_LEVEL_LABELS } from '@/widgets/report-card/SkillLevelBadge';
import { gradeLabel, volumeLabel } from '@/worksheets/layout/page/labels';
import type { ProgressReportInput } from '@/worksheets/layout/progress-report';
import { count, longDate, minutesText, times } from './format';
import { headlineFigures } from './headline-figures';

export const PERIOD_LABELS: Record<ReportPeriod, string> = {
  'last-4-weeks': 'Last 4 weeks',
  'last-12-weeks': 'Last 12 weeks',
  all: 'Everything so far',
};

/** 'Last 4 weeks: 19 March 2026 to 15 April 2026'. */
export function periodText(data: Pick<ProgressReportData, 'period' | 'from' | 'to'>): string {
  const label = PERIOD_LABELS[data.period];
  return data.from ? `${label}: ${longDate(data.from)} to ${longDate(data.to)}` : label;
}

function subjectLines(subject: SubjectReport): string[] {
  if (subject.activities === 0) return ['Nothing played in this period.'];
  const played = [
    subject.topicsPlayed > 0 || subject.checksPlayed === 0
      ? count(subject.topicsPlayed, 'topic')
      : null,
    subject.checksPlayed > 0 ? count(subject.checksPlayed, 'end-of-volume check') : null,
  ].filter(Boolean);
  return [
    `${played.join(' and ')} played`,
    subject.possibleStars > 0 ? `${subject.stars} of ${subject.possibleStars} stars` : null,
    subject.firstTryPercent !== null ? `${subject.firstTryPercent}% right on the first try` : null,
    `${minutesText(subject.minutes)} of play`,
  ].filter((line): line is string => line !== null);
}

/** The report's data in the words and numbers printed on the PDF. */
export function progressReportInput(
  data: ProgressReportData,
  options: { childName: string; paper: PaperSize },
): ProgressReportInput {
  return {
    brand: 'Sprouts',
    paper: options.paper,
    childName: options.childName,
    period: periodText(data),
    madeOn: `Made on ${longDate(data.to)}`,
    figures: headlineFigures(data),
    subjects: data.subjects.map((subject) => ({
      title: SUBJECT_TITLES[subject.subject],
      lines: subjectLines(subject),
    })),
    skills: data.skills.map((group) => ({
      title: `${gradeLabel(group.grade)} · ${volumeLabel(group.volume)} · ${group.title}, ${longDate(group.checkedOn)}`,
      entries: group.entries.map((entry) => ({
        title: entry.title,
        level: entry.level,
        levelLabel: SKILL_LEVEL_LABELS[entry.level],
        detail: `${entry.score} of ${entry.maxScore} right first time`,
      })),
    })),
    noSkills:
      'No end-of-volume check was finished in this period. Each volume ends with a short assessment in English and in Maths.',
    suggestions: data.suggestions.map((suggestion) => {
      const where = `${gradeLabel(suggestion.grade)}, ${volumeLabel(suggestion.volume)}, ${SUBJECT_TITLES[suggestion.subject]}`;
      const why =
        suggestion.reason.kind === 'skill'
          ? `${SKILL_LEVEL_LABELS[suggestion.reason.level]}: ${suggestion.reason.skillTitle}`
          : `Played ${times(suggestion.reason.timesPlayed)}, best ${suggestion.reason.stars} of 3 stars`;
      return { title: suggestion.title, reason: `${why} (${where})` };
    }),
    noSuggestions:
      data.activities === 0
        ? 'Nothing was played in this period.'
        : 'Nothing to catch up on: every skill checked is secure and every topic played has two or more stars.',
  };
}

/** 'sprouts-progress-maya-2026-04-15.pdf'. */
export function reportFileName(childName: string, madeOn: Date): string {
  const name = childName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${madeOn.getFullYear()}-${pad(madeOn.getMonth() + 1)}-${pad(madeOn.getDate())}`;
  return ['sprouts-progress', name, day].filter(Boolean).join('-') + '.pdf';
}
