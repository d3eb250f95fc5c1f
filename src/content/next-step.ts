import { SUBJECT_SLUGS, type SubjectSlug } from '@/domain/grades';
import type { ContentPack } from '@/domain/types';
import { ASSESSMENT_SEGMENT } from './find';

/** A place in a volume a child can play: a topic, or a subject's assessment. */
export interface PlayPlace {
  subject: SubjectSlug;
  /** The topic id, or 'assessment'. */
  segment: string;
  title: string;
}

/** Every place of a volume in the order a child meets them: each subject's topics, then its check. */
export function playOrder(pack: ContentPack): PlayPlace[] {
  return SUBJECT_SLUGS.flatMap((subject) => {
    const { topics, assessment } = pack.subjects[subject];
    return [
      ...topics.map((topic) => ({ subject, segment: topic.id, title: topic.title })),
      { subject, segment: ASSESSMENT_SEGMENT, title: assessment.title },
    ];
  });
}

/**
 * Where a child goes after finishing `segment`: the next topic of the subject, its assessment
 * after the last topic, then the other subject. `done` lists the places already played; they are
 * passed over while there is anything left, so a finished volume leads to what is still to do.
 * Null when nothing is left.
 */
export function nextPlace(
  pack: ContentPack,
  subject: SubjectSlug,
  segment: string,
  done: ReadonlySet<string> = new Set(),
): PlayPlace | null {
  const order = playOrder(pack);
  const here = order.findIndex((place) => place.subject === subject && place.segment === segment);
  const after = [...order.slice(here + 1), ...order.slice(0, Math.max(here, 0))];
  const key = (place: PlayPlace) => `${place.subject}/${place.segment}`;
  return after.find((place) => !done.has(key(place))) ?? null;
}

/** The first place of the volume not yet played: where the map shows 'next'. */
export function firstUndone(pack: ContentPack, done: ReadonlySet<string>): PlayPlace | null {
  return playOrder(pack).find((place) => !done.has(`${place.subject}/${place.segment}`)) ?? null;
}
