import { generateItems } from '@/activities/registry';
import { createRandom, seedFromString } from '@/domain/random';
import type { ContentPack, Item, TopicSpec } from '@/domain/types';
import type { SubjectSlug } from '@/domain/grades';
import { assessmentItemId } from './assessment-item-id';
import { findTopic } from './find';

/** `count` items of a topic from `seed`, each stamped with the topic's kind. */
export function generateTopicItems(topic: TopicSpec, seed: number, count: number): Item[] {
  return generateItems(topic.kind, topic.params, seed, count);
}

/**
 * The end-of-volume assessment of a subject, as one mixed round: each section's topic gives its
 * `count` items (seeded per topic), ids are prefixed with the topic so they stay unique, and the
 * round is shuffled. Every item carries its kind, so the player renders and scores it with it.
 * Same pack and seed, same round.
 */
export function buildAssessmentRound(
  pack: ContentPack,
  subject: SubjectSlug,
  seed: number,
): Item[] {
  const assessment = pack.subjects[subject].assessment;
  const drawn = assessment.sections.flatMap((section) => {
    const topic = findTopic(pack, subject, section.topicId);
    if (!topic) {
      throw new Error(`Assessment ${assessment.id} names unknown topic ${section.topicId}`);
    }
    const sectionSeed = (seed ^ seedFromString(`${assessment.id}/${topic.id}`)) >>> 0;
    return generateTopicItems(topic, sectionSeed, section.count).map((item): Item => ({
      ...item,
      id: assessmentItemId(topic.id, item.id),
    }));
  });
  return createRandom(seed).shuffle(drawn);
}
