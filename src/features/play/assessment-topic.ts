import type { AssessmentSpec, ContentPack, TopicSpec } from '@/domain/types';
import { findTopic } from '@/content/find';
import { KIND_PICTURES } from '@/content/kind-pictures';
import type { SubjectSlug } from '@/domain/grades';

/** Progress rows of assessments carry this as their kind. */
export const ASSESSMENT_KIND = 'assessment';

/**
 * The assessment in the shape the player takes: its title and instructions, a round as long as
 * its sections, and the first section's kind as a fallback (every assessment item names its own).
 */
export function assessmentAsTopic(
  pack: ContentPack,
  subject: SubjectSlug,
  assessment: AssessmentSpec,
): TopicSpec {
  const firstSection = assessment.sections[0];
  const firstTopic = firstSection ? findTopic(pack, subject, firstSection.topicId) : undefined;
  if (!firstTopic) throw new Error(`Assessment ${assessment.id} has no playable section`);
  return {
    id: assessment.id,
    subject,
    title: assessment.title,
    picture: KIND_PICTURES.assessment,
    skill: ASSESSMENT_KIND,
    description: 'A short check of everything in this volume.',
    instructions: assessment.instructions,
    kind: firstTopic.kind,
    params: {},
    itemsPerRound: assessment.sections.reduce((sum, section) => sum + section.count, 0),
  };
}
