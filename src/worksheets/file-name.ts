import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';

export type WorksheetFileTarget =
  | { kind: 'topic'; grade: GradeSlug; volume: VolumeSlug; subject: SubjectSlug; topicId: string }
  | { kind: 'assessment'; grade: GradeSlug; volume: VolumeSlug; subject: SubjectSlug }
  | { kind: 'volume'; grade: GradeSlug; volume: VolumeSlug };

/** Lower-case letters, digits and single hyphens only: safe on every file system. */
function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'worksheet'
  );
}

/**
 * The download name of a worksheet PDF, e.g. 'sprouts-k1-v1-maths-counting-to-10.pdf',
 * 'sprouts-k1-v1-maths-assessment.pdf' or 'sprouts-k1-v1-worksheets.pdf' for a whole volume.
 */
export function worksheetFileName(target: WorksheetFileTarget): string {
  const prefix = `sprouts-${target.grade}-${target.volume}`;
  switch (target.kind) {
    case 'topic':
      return `${prefix}-${target.subject}-${slug(target.topicId)}.pdf`;
    case 'assessment':
      return `${prefix}-${target.subject}-assessment.pdf`;
    case 'volume':
      return `${prefix}-worksheets.pdf`;
  }
}
