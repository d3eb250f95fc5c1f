import type { ContentPack } from '@/domain/types';
import type { SubjectSlug } from '@/domain/grades';
import type { SkillScore } from '@/domain/progress';
import { assessmentItemTopic } from './assessment-item-id';
import { findTopic } from './find';

/** What the session knows of one finished item (an ItemResult fits). */
export interface ItemOutcome {
  itemId: string;
  correctFirstTry: boolean;
}

/**
 * The per-skill results of a finished assessment round: one SkillScore per topic asked, in the
 * order of the assessment's sections, each with its topic's skill. Topics sharing a skill keep
 * their own entry (the report adds them up per skill), so the report can still tell which topic
 * of a skill went less well. Items whose topic is not a topic of the subject are left out: only
 * a round saved before its pack changed can hold them.
 */
export function assessmentSkillScores(
  pack: ContentPack,
  subject: SubjectSlug,
  outcomes: readonly ItemOutcome[],
): SkillScore[] {
  const byTopic = new Map<string, SkillScore>();
  for (const outcome of outcomes) {
    const topicId = assessmentItemTopic(outcome.itemId);
    const topic = topicId ? findTopic(pack, subject, topicId) : undefined;
    if (!topic) continue;
    const entry = byTopic.get(topic.id) ?? {
      skill: topic.skill,
      topic: topic.id,
      score: 0,
      maxScore: 0,
    };
    entry.maxScore += 1;
    if (outcome.correctFirstTry) entry.score += 1;
    byTopic.set(topic.id, entry);
  }
  const sectionOrder = pack.subjects[subject].assessment.sections.map((section) => section.topicId);
  const rank = (topic: string) => {
    const index = sectionOrder.indexOf(topic);
    return index === -1 ? sectionOrder.length : index;
  };
  // Map keeps first appearance, and the sort is stable: topics outside the sections keep theirs.
  return [...byTopic.values()].sort((a, b) => rank(a.topic) - rank(b.topic));
}
