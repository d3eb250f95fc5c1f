import type { SkillScore } from '@/domain/progress';
import type { ReportTopic } from './skill-report';

/** The newest result of a topic or an assessment: right on the first try out of asked. */
export interface LatestResult {
  score: number;
  maxScore: number;
  /** Per-skill results, for an assessment. */
  skills?: readonly SkillScore[];
}

/** The skill to practise next and the topic that practises it. */
export interface PractisePick {
  skill: string;
  topicId: string;
  /** Right on the first try out of asked, over the skill's latest results. */
  right: number;
  asked: number;
}

interface Tally {
  right: number;
  asked: number;
}

/** `a` is a weaker share than `b`, by cross-multiplication (no rounding). */
function weaker(a: Tally, b: Tally): boolean {
  return a.right * b.asked < b.right * a.asked;
}

/**
 * The child's weakest skill in one subject of a volume, from their own latest results: each
 * topic's newest round and the newest assessment's per-topic scores. A skill with no miss is
 * never picked; null when nothing was missed (or nothing played). A tie in share goes to the
 * skill with more misses, then to the one the curriculum lists first. The topic is the skill's
 * one that went worst, or its first when none of them was played.
 */
export function pickPractise(
  topics: readonly ReportTopic[],
  assessmentId: string,
  latest: ReadonlyMap<string, LatestResult>,
): PractisePick | null {
  const byTopic = new Map<string, Tally>();
  const add = (topicId: string, right: number, asked: number) => {
    if (asked < 1 || right < 0 || right > asked) return;
    const seen = byTopic.get(topicId) ?? { right: 0, asked: 0 };
    byTopic.set(topicId, { right: seen.right + right, asked: seen.asked + asked });
  };
  const known = new Set(topics.map((topic) => topic.id));
  for (const topic of topics) {
    const round = latest.get(topic.id);
    if (round) add(topic.id, round.score, round.maxScore);
  }
  for (const entry of latest.get(assessmentId)?.skills ?? []) {
    if (known.has(entry.topic)) add(entry.topic, entry.score, entry.maxScore);
  }

  const skills = [...new Set(topics.map((topic) => topic.skill))];
  let pick: PractisePick | null = null;
  for (const skill of skills) {
    const own = topics.filter((topic) => topic.skill === skill);
    const tally = own.reduce<Tally>(
      (sum, topic) => {
        const one = byTopic.get(topic.id);
        return one ? { right: sum.right + one.right, asked: sum.asked + one.asked } : sum;
      },
      { right: 0, asked: 0 },
    );
    if (tally.asked === 0 || tally.right === tally.asked) continue;
    const misses = tally.asked - tally.right;
    const beats =
      pick === null ||
      weaker(tally, pick) ||
      (!weaker(pick, tally) && misses > pick.asked - pick.right);
    if (!beats) continue;
    const worst = own.reduce<{ id: string; tally: Tally } | null>((found, topic) => {
      const one = byTopic.get(topic.id);
      if (!one) return found;
      return found === null || weaker(one, found.tally) ? { id: topic.id, tally: one } : found;
    }, null);
    pick = { skill, topicId: worst?.id ?? own[0]?.id ?? '', ...tally };
  }
  return pick;
}
