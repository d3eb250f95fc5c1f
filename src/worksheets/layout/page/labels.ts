import {
  GRADES,
  SUBJECT_TITLES,
  type GradeSlug,
  type SubjectSlug,
  type VolumeSlug,
} from '@/domain/grades';

const VOLUME_LABELS: Record<VolumeSlug, string> = {
  v1: 'Volume 1',
  v2: 'Volume 2',
  v3: 'Volume 3',
  v4: 'Volume 4',
};

/** The grade as forms, windows, mails and paper write it: 'Kindergarten 1'. */
export function gradeLabel(grade: GradeSlug): string {
  return GRADES[grade].label;
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
