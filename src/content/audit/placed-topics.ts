import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import type { ContentPack, TopicSpec } from '@/domain/types';

/** A topic with the grade, volume and subject it sits in. */
export interface PlacedTopic {
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  topic: TopicSpec;
  /** 'k1/v2/english/short-a', for messages. */
  where: string;
}

/** Every topic of the packs, in pack order. */
export function placedTopics(packs: readonly ContentPack[]): PlacedTopic[] {
  return packs.flatMap((pack) =>
    (Object.keys(pack.subjects) as SubjectSlug[]).flatMap((subject) =>
      pack.subjects[subject].topics.map((topic) => ({
        grade: pack.grade,
        volume: pack.volume,
        subject,
        topic,
        where: `${pack.grade}/${pack.volume}/${subject}/${topic.id}`,
      })),
    ),
  );
}

/** `count` seeds spread over the 32-bit range, the same every run. */
export function manySeeds(count: number): number[] {
  return Array.from({ length: count }, (_, index) => (index * 2654435761 + 17) >>> 0);
}
