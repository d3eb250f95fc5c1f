/**
 * The progress report a parent downloads: a period, a summary per subject, the skills of the
 * latest checks and what to practise next. Pure data; the worksheet renderer draws it.
 */
import { SUBJECT_SLUGS, type GradeSlug, type SubjectSlug, type VolumeSlug } from '@/domain/grades';
import { countProgress, type ProgressCounts } from '@/domain/progress-counts';
import type { SkillLevel } from '../skill-level';
import type { SkillReportEntry } from '../skill-report';
import type { CatalogLookup } from './catalog';
import { isAssessmentResult, type ProgressResult } from './results';
import { summariseProgress, type SummaryOptions } from './summary';

export const REPORT_PERIODS = ['last-4-weeks', 'last-12-weeks', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const PERIOD_DAYS: Record<Exclude<ReportPeriod, 'all'>, number> = {
  'last-4-weeks': 28,
  'last-12-weeks': 84,
};

/** Local midnight of the first day of the period (today counts as its last day); null for all. */
export function periodStart(period: ReportPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  const days = PERIOD_DAYS[period];
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
}

export function resultsInPeriod<T extends ProgressResult>(
  results: readonly T[],
  period: ReportPeriod,
  now: Date,
): T[] {
  const start = periodStart(period, now)?.getTime() ?? -Infinity;
  return results.filter((result) => Date.parse(result.finishedAt) >= start);
}

/** The subject's results counted by `countProgress`, and how many were right first time. */
export interface SubjectReport extends ProgressCounts {
  subject: SubjectSlug;
  /** Share of topic questions right on the first try, in whole percent; null without rounds. */
  firstTryPercent: number | null;
}

export interface ReportSkills {
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  /** The assessment's title, e.g. 'English Assessment'. */
  title: string;
  /** ISO 8601 of the check the skills come from. */
  checkedOn: string;
  entries: SkillReportEntry[];
  secureCount: number;
}

export type SuggestionReason =
  | { kind: 'skill'; level: SkillLevel; skillTitle: string }
  | { kind: 'stars'; stars: number; timesPlayed: number };

export interface Suggestion {
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  topicId: string;
  title: string;
  path: string;
  reason: SuggestionReason;
}

/** The period's results counted by `countProgress`, the same as Parents Corner's, and more. */
export interface ProgressReportData extends ProgressCounts {
  period: ReportPeriod;
  /** ISO 8601: the period's first day, or the first result for 'all' (null without results). */
  from: string | null;
  /** ISO 8601: when the report was made. */
  to: string;
  /** Both subjects, in curriculum order, also when one has no results. */
  subjects: SubjectReport[];
  skills: ReportSkills[];
  /** At most MAX_SUGGESTIONS, skills not secure yet first. */
  suggestions: Suggestion[];
}

export const MAX_SUGGESTIONS = 8;

export interface ReportOptions extends SummaryOptions {
  period: ReportPeriod;
  now: Date;
}

function subjectReport(subject: SubjectSlug, results: readonly ProgressResult[]): SubjectReport {
  const inSubject = results.filter((result) => result.subject === subject);
  const rounds = inSubject.filter((result) => !isAssessmentResult(result));
  const asked = rounds.reduce((sum, round) => sum + round.maxScore, 0);
  const right = rounds.reduce((sum, round) => sum + round.score, 0);
  return {
    subject,
    ...countProgress(inSubject),
    firstTryPercent: asked > 0 ? Math.round((right * 100) / asked) : null,
  };
}

/** The report for a period, from merged results (device and server). */
export function buildProgressReport(
  results: readonly ProgressResult[],
  catalogFor: CatalogLookup,
  options: ReportOptions,
): ProgressReportData {
  const inPeriod = resultsInPeriod(results, options.period, options.now);
  const summary = summariseProgress(inPeriod, catalogFor, options);
  const start = periodStart(options.period, options.now);

  const skills: ReportSkills[] = [];
  const fromChecks: Suggestion[] = [];
  const lowStars: { suggestion: Suggestion; stars: number; share: number }[] = [];
  for (const grade of summary.grades) {
    for (const volume of grade.volumes) {
      for (const subject of volume.subjects) {
        const place = { grade: grade.grade, volume: volume.volume, subject: subject.subject };
        const report = subject.assessment?.report;
        if (subject.assessment && report) {
          skills.push({
            ...place,
            title: subject.assessment.title,
            checkedOn: report.result.finishedAt,
            entries: report.card.skills,
            secureCount: report.card.secureCount,
          });
          for (const topic of report.card.practiseNext) {
            fromChecks.push({
              ...place,
              topicId: topic.topicId,
              title: topic.title,
              path: topic.path,
              reason: { kind: 'skill', level: topic.level, skillTitle: topic.skillTitle },
            });
          }
        }
        for (const topic of subject.topics) {
          if (topic.stars > 1) continue;
          lowStars.push({
            suggestion: {
              ...place,
              topicId: topic.topicId,
              title: topic.title,
              path: topic.path,
              reason: { kind: 'stars', stars: topic.stars, timesPlayed: topic.timesPlayed },
            },
            stars: topic.stars,
            share: topic.bestScore / topic.bestMaxScore,
          });
        }
      }
    }
  }

  // 'Not yet' skills of every check first, then 'practising' ones (each check lists its topics
  // weakest first), then topics played with at most one star, fewest stars first. The sorts are
  // stable, so ties keep the curriculum order.
  const levelRank = (suggestion: Suggestion) =>
    suggestion.reason.kind === 'skill' && suggestion.reason.level === 'not-yet' ? 0 : 1;
  const ordered = [...fromChecks].sort((a, b) => levelRank(a) - levelRank(b));
  const fewStars = lowStars
    .sort((a, b) => a.stars - b.stars || a.share - b.share)
    .map((entry) => entry.suggestion);
  const seen = new Set<string>();
  const suggestions = [...ordered, ...fewStars].filter((suggestion) => {
    if (seen.has(suggestion.path)) return false;
    seen.add(suggestion.path);
    return true;
  });

  return {
    period: options.period,
    from: start ? start.toISOString() : summary.firstPlayed,
    to: options.now.toISOString(),
    ...countProgress(inPeriod),
    subjects: SUBJECT_SLUGS.map((subject) => subjectReport(subject, inPeriod)),
    skills,
    suggestions: suggestions.slice(0, MAX_SUGGESTIONS),
  };
}
