import type { ContentPack, KindId } from '@/domain/types';
import { SUBJECT_SLUGS, type GradeSlug, type VolumeSlug } from '@/domain/grades';
import { KIND_PICTURES } from './kind-pictures';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTopic(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.kind === 'string' &&
    typeof value.itemsPerRound === 'number' &&
    isRecord(value.params) &&
    (value.picture === undefined || typeof value.picture === 'string')
  );
}

/** Packs stored before topics had pictures of their own show their kind's picture. */
function withPicture(topic: Record<string, unknown>): Record<string, unknown> {
  if (typeof topic.picture === 'string') return topic;
  const kind = topic.kind as KindId;
  return { ...topic, picture: KIND_PICTURES[kind] ?? 'star' };
}

function isAssessment(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    Array.isArray(value.sections)
  );
}

/**
 * A pack that came from the server or the device, if it has the shape of the (grade, volume)
 * asked for; null for anything else (a damaged download, a pack of another volume).
 */
export function asContentPack(
  value: unknown,
  grade: GradeSlug,
  volume: VolumeSlug,
): ContentPack | null {
  if (!isRecord(value) || value.grade !== grade || value.volume !== volume) return null;
  if (typeof value.title !== 'string' || !Array.isArray(value.skills)) return null;
  const { subjects } = value;
  if (!isRecord(subjects)) return null;
  for (const subject of SUBJECT_SLUGS) {
    const part = subjects[subject];
    if (!isRecord(part) || !Array.isArray(part.topics) || !part.topics.every(isTopic)) return null;
    if (!isAssessment(part.assessment)) return null;
  }
  const topicsOf = (subject: (typeof SUBJECT_SLUGS)[number]) => {
    const part = subjects[subject] as { topics: Record<string, unknown>[] };
    return { ...part, topics: part.topics.map(withPicture) };
  };
  const pictured = Object.fromEntries(SUBJECT_SLUGS.map((subject) => [subject, topicsOf(subject)]));
  return { ...value, subjects: pictured } as unknown as ContentPack;
}
