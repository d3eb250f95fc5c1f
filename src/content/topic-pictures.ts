import { SUBJECT_SLUGS, type SubjectSlug } from '@/domain/grades';
import type { ContentPack } from '@/domain/types';
import { ASSESSMENT_SEGMENT } from './find';
import { KIND_PICTURES } from './kind-pictures';

/** Where a topic's picture is kept: 'english/first-sounds', or 'maths/assessment'. */
export function topicPictureKey(subject: SubjectSlug, topicId: string): string {
  return `${subject}/${topicId}`;
}

/** The big picture of every topic of a volume, as authored; each assessment's is the trophy. */
export function topicPictures(pack: ContentPack): Map<string, string> {
  const pictures = new Map<string, string>();
  for (const subject of SUBJECT_SLUGS) {
    for (const topic of pack.subjects[subject].topics) {
      pictures.set(topicPictureKey(subject, topic.id), topic.picture);
    }
    pictures.set(topicPictureKey(subject, ASSESSMENT_SEGMENT), KIND_PICTURES.assessment);
  }
  return pictures;
}
