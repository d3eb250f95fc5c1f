import { firstUndone, type PlayPlace } from '@/content/next-step';
import { pickPractise } from '@/content/practise-pick';
import { topicPictureKey } from '@/content/topic-pictures';
import type { TopicBest } from '@/db';
import { SUBJECT_SLUGS, type SubjectSlug } from '@/domain/grades';
import type { ContentPack } from '@/domain/types';
import { ASSESSMENT_SEGMENT } from '@/content/find';
import type { CardState } from './TopicCard';

export interface MapPlace extends PlayPlace {
  picture: string;
  stars: number | null;
  state: CardState;
  /** The place that practises the child's weakest skill, ahead of the topics. */
  practise?: true;
}

/** The title of the place that practises a topic. */
export function practiseTitle(topicTitle: string): string {
  return `Practise: ${topicTitle}`;
}

/** The topic or assessment id a place's results are kept under. */
function resultId(pack: ContentPack, place: PlayPlace): string {
  return place.segment === ASSESSMENT_SEGMENT
    ? pack.subjects[place.subject].assessment.id
    : place.segment;
}

/** The places already played, as 'subject/segment'. */
export function donePlaces(pack: ContentPack, bests: ReadonlyMap<string, TopicBest>): Set<string> {
  const done = new Set<string>();
  for (const subject of SUBJECT_SLUGS) {
    const { topics, assessment } = pack.subjects[subject];
    for (const topic of topics) if (bests.has(topic.id)) done.add(`${subject}/${topic.id}`);
    if (bests.has(assessment.id)) done.add(`${subject}/${ASSESSMENT_SEGMENT}`);
  }
  return done;
}

/**
 * Each subject's places as the map shows them: picture, best stars, done, next or to do; first,
 * once the child has missed something, the topic of their weakest skill to practise.
 */
export function mapPlaces(
  pack: ContentPack,
  bests: ReadonlyMap<string, TopicBest>,
  pictures: ReadonlyMap<string, string>,
): Record<SubjectSlug, MapPlace[]> {
  const done = donePlaces(pack, bests);
  const next = firstUndone(pack, done);
  const latest = new Map([...bests].map(([id, best]) => [id, best.latest]));
  const places = (subject: SubjectSlug): MapPlace[] => {
    const { topics, assessment } = pack.subjects[subject];
    const pick = pickPractise(topics, assessment.id, latest);
    const weakest = pick ? topics.find((topic) => topic.id === pick.topicId) : undefined;
    const practise: MapPlace[] = weakest
      ? [
          {
            subject,
            segment: weakest.id,
            title: practiseTitle(weakest.title),
            picture: pictures.get(topicPictureKey(subject, weakest.id)) ?? 'star',
            stars: null,
            state: 'todo',
            practise: true,
          },
        ]
      : [];
    const own: MapPlace[] = [
      ...topics.map((topic) => ({ subject, segment: topic.id, title: topic.title })),
      { subject, segment: ASSESSMENT_SEGMENT, title: assessment.title },
    ].map((place) => {
      const best = bests.get(resultId(pack, place));
      const key = `${place.subject}/${place.segment}`;
      return {
        ...place,
        picture: pictures.get(topicPictureKey(place.subject, place.segment)) ?? 'star',
        stars: best ? best.stars : null,
        state:
          next && next.subject === place.subject && next.segment === place.segment
            ? 'next'
            : done.has(key)
              ? 'done'
              : 'todo',
      };
    });
    return [...practise, ...own];
  };
  return { english: places('english'), maths: places('maths') };
}
