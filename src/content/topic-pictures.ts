import { generateItems } from '@/activities/registry';
import { SUBJECT_SLUGS, type SubjectSlug } from '@/domain/grades';
import { hasPicture } from '@/domain/pictures/names';
import { picturesIn } from '@/domain/pictures/pictures-in';
import type { ContentPack, TopicSpec } from '@/domain/types';
import { ASSESSMENT_SEGMENT } from './find';
import { KIND_PICTURES } from './kind-pictures';

/** The seed of the items a topic's picture is taken from: the same picture on every device. */
const PICTURE_SEED = 1;
/** Items looked at per topic: enough pictures to choose from, cheap enough for every page. */
const PICTURE_ITEMS = 2;

/** Pictures for topics whose rounds show none (shapes, numbers), after their kind's own. */
const SPARE_PICTURES = [
  'rocket',
  'rainbow',
  'kite',
  'balloon',
  'sun',
  'star',
  'butterfly',
  'snail',
  'umbrella',
  'drum',
  'guitar',
  'crown',
  'gift',
  'teddy-bear',
  'robot',
  'mushroom',
];

/** Where a topic's picture is kept: 'english/first-sounds', or 'maths/assessment'. */
export function topicPictureKey(subject: SubjectSlug, topicId: string): string {
  return `${subject}/${topicId}`;
}

function candidates(topic: TopicSpec): string[] {
  let shown: string[] = [];
  try {
    shown = [...picturesIn(generateItems(topic.kind, topic.params, PICTURE_SEED, PICTURE_ITEMS))];
  } catch {
    shown = [];
  }
  return [KIND_PICTURES[topic.kind], ...shown, ...SPARE_PICTURES];
}

/**
 * One big picture per topic of a volume, none repeated within it, so a child who cannot read
 * tells the topics apart: its kind's picture for the first topic of a kind, else the first
 * picture its own round shows that no earlier topic took, else a spare. Assessments are the
 * trophy.
 */
export function topicPictures(pack: ContentPack): Map<string, string> {
  const pictures = new Map<string, string>();
  const taken = new Set<string>([KIND_PICTURES.assessment]);
  for (const subject of SUBJECT_SLUGS) {
    const { topics } = pack.subjects[subject];
    for (const topic of topics) {
      const picture =
        candidates(topic).find((name) => hasPicture(name) && !taken.has(name)) ??
        KIND_PICTURES[topic.kind];
      taken.add(picture);
      pictures.set(topicPictureKey(subject, topic.id), picture);
    }
    pictures.set(topicPictureKey(subject, ASSESSMENT_SEGMENT), KIND_PICTURES.assessment);
  }
  return pictures;
}
