import { SUBJECT_TITLES, type GradeSlug, type SubjectSlug, type VolumeSlug } from '@/domain/grades';

const GRADE_LABELS: Record<GradeSlug, string> = {
  nursery: 'Nursery',
  k1: 'Kindergarten 1',
  k2: 'Kindergarten 2',
};

const VOLUME_LABELS: Record<VolumeSlug, string> = {
  v1: 'Volume 1',
  v2: 'Volume 2',
  v3: 'Volume 3',
  v4: 'Volume 4',
};

export function gradeLabel(grade: GradeSlug): string {
  return GRADE_LABELS[grade];
}

export function volumeLabel(volume: VolumeSlug): string {
  return VOLUME_LABELS[volume];
}

/** e.g. 'Kindergarten 1 · Volume 1 · Maths' */
export function worksheetSubtitle(
  grade: GradeSlug,
  volume: VolumeSlug,
  subject: SubjectSlug,
): string {
  return `${gradeLabel(grade)} · ${volumeLabel(volume)} · ${SUBJECT_TITLES[subject]}`;
}
