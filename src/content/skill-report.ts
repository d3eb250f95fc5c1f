import type { SkillInfo, TopicSpec } from '@/domain/types';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import type { SkillScore } from '@/domain/progress';
import { LEVELS_WEAKEST_FIRST, skillLevel, type SkillLevel } from './skill-level';

/** One skill on the report card. */
export interface SkillReportEntry {
  skill: string;
  /** The skill as the curriculum names it, for parents. */
  title: string;
  /** Questions on this skill right on the first try, over all its topics. */
  score: number;
  maxScore: number;
  level: SkillLevel;
}

/** A topic worth playing next, because its skill is not secure yet. */
export interface PractiseTopic {
  topicId: string;
  title: string;
  skill: string;
  skillTitle: string;
  /** The level of the skill the topic practises. */
  level: SkillLevel;
  /** `/class/{grade}/{volume}/{subject}/{topicId}`. */
  path: string;
}

export interface SkillReport {
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  /** Every skill asked, in the order the curriculum lists them. */
  skills: SkillReportEntry[];
  secureCount: number;
  /** Topics of the skills not secure yet, weakest skill first. Empty when all are secure. */
  practiseNext: PractiseTopic[];
}

/** The topic of a pack that a report needs: its id, title and skill. */
export type ReportTopic = Pick<TopicSpec, 'id' | 'title' | 'skill'>;

/**
 * What a report reads from a content pack. A ContentPack fits; so does an outline of a volume
 * whose pack is not on the device (Parents Corner), with the topics it knows of.
 */
export interface ReportPack {
  grade: GradeSlug;
  volume: VolumeSlug;
  skills: readonly SkillInfo[];
  subjects: Record<SubjectSlug, { topics: readonly ReportTopic[] }>;
}

export function topicPath(
  grade: GradeSlug,
  volume: VolumeSlug,
  subject: SubjectSlug,
  topicId: string,
): string {
  return `/class/${grade}/${volume}/${subject}/${topicId}`;
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The usable per-skill results of a stored value (a progress row's `skills`, perhaps synced from
 * the server): entries with a skill, a topic, and whole scores within at least one question
 * asked. Anything else is left out rather than trusted.
 */
export function parseSkillScores(value: unknown): SkillScore[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): SkillScore[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { skill, topic, score, maxScore } = entry as Record<string, unknown>;
    if (typeof skill !== 'string' || skill === '' || typeof topic !== 'string' || topic === '') {
      return [];
    }
    if (!isWhole(score) || !isWhole(maxScore) || maxScore < 1 || score > maxScore) return [];
    return [{ skill, topic, score, maxScore }];
  });
}

/** 'number-grid-20' -> 'Number grid 20', for a skill or topic the pack does not name. */
export function readableId(id: string): string {
  const words = id.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Tally {
  score: number;
  maxScore: number;
}

function add(tallies: Map<string, Tally>, key: string, score: SkillScore): void {
  const tally = tallies.get(key) ?? { score: 0, maxScore: 0 };
  tally.score += score.score;
  tally.maxScore += score.maxScore;
  tallies.set(key, tally);
}

/** Negative when `a` is the weaker share right (cross-multiplied, so no rounding). */
function compareShare(a: Tally, b: Tally): number {
  return a.score * b.maxScore - b.score * a.maxScore;
}

/** Weakest first: by level, then share right, then the most questions missed. */
function compareWeakness(a: SkillReportEntry, b: SkillReportEntry): number {
  return (
    LEVELS_WEAKEST_FIRST.indexOf(a.level) - LEVELS_WEAKEST_FIRST.indexOf(b.level) ||
    compareShare(a, b) ||
    b.maxScore - b.score - (a.maxScore - a.score)
  );
}

/**
 * The report card of one subject's end-of-volume assessment, from its per-skill results: either
 * those just scored (`assessmentSkillScores`) or those stored on a progress row, so the same
 * report can be shown later (Parents Corner) from rows of this device or of the server.
 *
 * Topics sharing a skill add up to one line per skill (2 of 2 and 0 of 1 make 2 of 3). Levels
 * follow `skillLevel`. 'What to practise next' lists the subject's topics for every skill that is
 * not secure, weakest skill first (see `compareWeakness`; ties keep the curriculum order), and
 * within a skill the topic that went worst first (topics not asked count as all right; ties keep
 * the pack's order).
 */
export function buildSkillReport(
  pack: ReportPack,
  subject: SubjectSlug,
  stored: readonly SkillScore[],
): SkillReport {
  // Stored rows may come from the server or an older version: use only what can be a score.
  const scores = parseSkillScores(stored);
  const bySkill = new Map<string, Tally>();
  const byTopic = new Map<string, Tally>();
  for (const score of scores) {
    add(bySkill, score.skill, score);
    add(byTopic, score.topic, score);
  }

  const curriculumIndex = (skill: string) => {
    const index = pack.skills.findIndex((info) => info.id === skill);
    return index === -1 ? pack.skills.length : index;
  };
  const skills = [...bySkill.entries()]
    .map(([skill, tally]): SkillReportEntry => ({
      skill,
      title: pack.skills.find((info) => info.id === skill)?.title ?? readableId(skill),
      score: tally.score,
      maxScore: tally.maxScore,
      level: skillLevel(tally.score, tally.maxScore),
    }))
    .sort((a, b) => curriculumIndex(a.skill) - curriculumIndex(b.skill));

  const topics = pack.subjects[subject].topics;
  const topicsOf = (skill: string): ReportTopic[] => {
    const asked = new Set(scores.filter((s) => s.skill === skill).map((s) => s.topic));
    return topics
      .filter((topic) => topic.skill === skill || asked.has(topic.id))
      .sort((a, b) => compareShare(byTopic.get(a.id) ?? ALL_RIGHT, byTopic.get(b.id) ?? ALL_RIGHT));
  };

  const listed = new Set<string>();
  const practiseNext = skills
    .filter((entry) => entry.level !== 'secure')
    .sort(compareWeakness)
    .flatMap((entry) =>
      topicsOf(entry.skill).flatMap((topic): PractiseTopic[] => {
        if (listed.has(topic.id)) return [];
        listed.add(topic.id);
        return [
          {
            topicId: topic.id,
            title: topic.title,
            skill: entry.skill,
            skillTitle: entry.title,
            level: entry.level,
            path: topicPath(pack.grade, pack.volume, subject, topic.id),
          },
        ];
      }),
    );

  return {
    grade: pack.grade,
    volume: pack.volume,
    subject,
    skills,
    secureCount: skills.filter((entry) => entry.level === 'secure').length,
    practiseNext,
  };
}

const ALL_RIGHT: Tally = { score: 1, maxScore: 1 };
