import type { AssessmentSpec, ContentPack, TopicSpec } from '@/domain/types';
import type { SubjectSlug } from '@/domain/grades';

/** The URL segment of a subject's end-of-volume assessment. */
export const ASSESSMENT_SEGMENT = 'assessment';

export function findTopic(
  pack: ContentPack,
  subject: SubjectSlug,
  topicId: string,
): TopicSpec | undefined {
  return pack.subjects[subject].topics.find((topic) => topic.id === topicId);
}

export function findAssessment(pack: ContentPack, subject: SubjectSlug): AssessmentSpec {
  return pack.subjects[subject].assessment;
}
