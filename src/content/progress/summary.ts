/**
 * Progress by grade, volume, subject and topic: best stars and score, times played and last
 * played per topic, and the latest end-of-volume check of each subject with its skill report.
 */
import {
  GRADE_SLUGS,
  SUBJECT_SLUGS,
  VOLUME_SLUGS,
  type GradeSlug,
  type SubjectSlug,
  type VolumeSlug,
} from '@/domain/grades';
import { countProgress, type ProgressCounts } from '@/domain/progress-counts';
import { ASSESSMENT_SEGMENT } from '../find';
import { buildSkillReport, parseSkillScores, topicPath, type SkillReport } from '../skill-report';
import type { CatalogLookup, CatalogPack } from './catalog';
import { isAssessmentResult, type ProgressResult } from './results';

export interface TopicProgress {
  topicId: string;
  title: string;
  /** Best stars, 0 to 3. */
  stars: number;
  /** The best round: most right on the first try, as a share of its questions. */
  bestScore: number;
  bestMaxScore: number;
  timesPlayed: number;
  /** ISO 8601 of the latest finish. */
  lastPlayed: string;
  /** `/class/{grade}/{volume}/{subject}/{topic}`. */
  path: string;
}

export interface AssessmentProgress {
  assessmentId: string;
  title: string;
  timesPlayed: number;
  /** Best stars over every check. */
  bestStars: number;
  /** The latest check. */
  latest: ProgressResult;
  /** The report card of the latest check with per-skill results; null when none has them. */
  report: { result: ProgressResult; card: SkillReport } | null;
  path: string;
}

export interface SubjectProgress {
  subject: SubjectSlug;
  /** Topics played, in the volume's order. */
  topics: TopicProgress[];
  /** How many topics the volume has in this subject, when its pack is known. */
  topicCount: number | null;
  assessment: AssessmentProgress | null;
  /** Best stars added up over the topics played. */
  stars: number;
}

export interface VolumeProgress {
  grade: GradeSlug;
  volume: VolumeSlug;
  title: string;
  /** Subjects with at least one result. */
  subjects: SubjectProgress[];
  lastPlayed: string;
}

export interface GradeProgress {
  grade: GradeSlug;
  /** Volumes with at least one result, V1 first. */
  volumes: VolumeProgress[];
}

/** The figures of `countProgress`, the same as the progress report's, and the detail. */
export interface ProgressSummary extends ProgressCounts {
  /** Grades with at least one result, Nursery first. */
  grades: GradeProgress[];
  firstPlayed: string | null;
  lastPlayed: string | null;
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/** Negative when `a` is the better round: a greater share right, then more stars. */
function betterRound(a: ProgressResult, b: ProgressResult): number {
  return b.score * a.maxScore - a.score * b.maxScore || b.stars - a.stars;
}

function topicProgress(
  catalog: CatalogPack,
  subject: SubjectSlug,
  topicId: string,
  rounds: readonly ProgressResult[],
): TopicProgress {
  const best = [...rounds].sort(betterRound)[0] as ProgressResult;
  return {
    topicId,
    title: catalog.subjects[subject].topics.find((topic) => topic.id === topicId)?.title ?? topicId,
    stars: Math.max(...rounds.map((round) => round.stars)),
    bestScore: best.score,
    bestMaxScore: best.maxScore,
    timesPlayed: rounds.length,
    lastPlayed: rounds.map((round) => round.finishedAt).reduce(later),
    path: topicPath(catalog.grade, catalog.volume, subject, topicId),
  };
}

function assessmentProgress(
  catalog: CatalogPack,
  subject: SubjectSlug,
  checks: readonly ProgressResult[],
): AssessmentProgress | null {
  const newestFirst = [...checks].sort(
    (a, b) => Date.parse(b.finishedAt) - Date.parse(a.finishedAt),
  );
  const latest = newestFirst[0];
  if (!latest) return null;
  const withSkills = newestFirst.find((check) => parseSkillScores(check.skills).length > 0);
  const assessment = catalog.subjects[subject].assessment;
  return {
    assessmentId: latest.topic,
    title: assessment.title,
    timesPlayed: checks.length,
    bestStars: Math.max(...checks.map((check) => check.stars)),
    latest,
    report: withSkills
      ? {
          result: withSkills,
          card: buildSkillReport(catalog, subject, parseSkillScores(withSkills.skills)),
        }
      : null,
    path: topicPath(catalog.grade, catalog.volume, subject, ASSESSMENT_SEGMENT),
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

function subjectProgress(
  catalog: CatalogPack,
  subject: SubjectSlug,
  results: readonly ProgressResult[],
  packKnown: boolean,
): SubjectProgress {
  const rounds = results.filter((result) => !isAssessmentResult(result));
  const order = catalog.subjects[subject].topics.map((topic) => topic.id);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const topics = [...groupBy(rounds, (round) => round.topic).entries()]
    .map(([topicId, played]) => topicProgress(catalog, subject, topicId, played))
    .sort((a, b) => rank(a.topicId) - rank(b.topicId) || a.title.localeCompare(b.title));
  const assessment = assessmentProgress(catalog, subject, results.filter(isAssessmentResult));
  return {
    subject,
    topics,
    topicCount: packKnown ? order.length : null,
    assessment,
    stars: topics.reduce((sum, topic) => sum + topic.stars, 0),
  };
}

export interface SummaryOptions {
  /** Whether the catalogue of a volume is its real pack (so its topic count is known). */
  packKnown?: (grade: GradeSlug, volume: VolumeSlug) => boolean;
}

/** Every result grouped by grade, volume, subject and topic, in curriculum order. */
export function summariseProgress(
  results: readonly ProgressResult[],
  catalogFor: CatalogLookup,
  options: SummaryOptions = {},
): ProgressSummary {
  const byGrade = groupBy(results, (result) => result.grade);
  const grades = GRADE_SLUGS.flatMap((grade): GradeProgress[] => {
    const inGrade = byGrade.get(grade);
    if (!inGrade) return [];
    const byVolume = groupBy(inGrade, (result) => result.volume);
    const volumes = VOLUME_SLUGS.flatMap((volume): VolumeProgress[] => {
      const inVolume = byVolume.get(volume);
      if (!inVolume) return [];
      const catalog = catalogFor(grade, volume);
      const known = options.packKnown?.(grade, volume) ?? false;
      const bySubject = groupBy(inVolume, (result) => result.subject);
      return [
        {
          grade,
          volume,
          title: catalog.title,
          subjects: SUBJECT_SLUGS.flatMap((subject) => {
            const inSubject = bySubject.get(subject);
            return inSubject ? [subjectProgress(catalog, subject, inSubject, known)] : [];
          }),
          lastPlayed: inVolume.map((result) => result.finishedAt).reduce(later),
        },
      ];
    });
    return [{ grade, volumes }];
  });

  const dates = results.map((result) => result.finishedAt);
  return {
    grades,
    ...countProgress(results),
    firstPlayed: dates.length > 0 ? dates.reduce((a, b) => (later(a, b) === a ? b : a)) : null,
    lastPlayed: dates.length > 0 ? dates.reduce(later) : null,
  };
}
