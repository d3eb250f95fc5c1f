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

/** Which file of a worksheet, and how it was printed, when not the default. */
export interface WorksheetFileVariant {
  /** The child's pages (the default), the answer key alone, or both in one file. */
  part?: 'worksheet' | 'answerKey' | 'both';
  level?: 'easier' | 'played' | 'harder';
  inkSaver?: boolean;
}

const PART_SUFFIX = { worksheet: '', answerKey: '-answer-key', both: '-with-answer-key' } as const;

function baseName(target: WorksheetFileTarget): string {
  const prefix = `sprouts-${target.grade}-${target.volume}`;
  switch (target.kind) {
    case 'topic':
      return `${prefix}-${target.subject}-${slug(target.topicId)}`;
    case 'assessment':
      return `${prefix}-${target.subject}-assessment`;
    case 'volume':
      return `${prefix}-worksheets`;
  }
}

/**
 * The download name of a worksheet PDF, e.g. 'sprouts-k1-v1-maths-counting-to-10.pdf',
 * 'sprouts-k1-v1-maths-assessment.pdf' or 'sprouts-k1-v1-worksheets.pdf' for a whole volume,
 * with what sets a variant apart: '-easier', '-ink-saver', '-answer-key' or '-with-answer-key'.
 */
export function worksheetFileName(
  target: WorksheetFileTarget,
  variant: WorksheetFileVariant = {},
): string {
  const level = variant.level && variant.level !== 'played' ? `-${variant.level}` : '';
  const ink = variant.inkSaver ? '-ink-saver' : '';
  return `${baseName(target)}${level}${ink}${PART_SUFFIX[variant.part ?? 'worksheet']}.pdf`;
}
