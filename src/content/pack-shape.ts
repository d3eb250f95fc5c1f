import type { ContentPack } from '@/domain/types';
import { SUBJECT_SLUGS, type GradeSlug, type VolumeSlug } from '@/domain/grades';

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
    isRecord(value.params)
  );
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
  return value as unknown as ContentPack;
}
