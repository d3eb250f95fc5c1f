import type { ContentPack } from '@/domain/types';
import { SUBJECT_SLUGS, type SubjectSlug } from '@/domain/grades';
import { worksheetFileName, type WorksheetFileTarget } from '@/worksheets/meta';

/** One printable worksheet of a pack: a topic's, or a subject's assessment. */
export interface WorksheetTarget {
  kind: 'topic' | 'assessment';
  subject: SubjectSlug;
  /** The topic's or the assessment's id. */
  id: string;
  title: string;
  /** What the worksheet's files are named after. */
  file: WorksheetFileTarget;
  /** The worksheet's own file name, as printed in colour at the level played. */
  fileName: string;
}

function withFile(
  target: Omit<WorksheetTarget, 'fileName' | 'file'>,
  file: WorksheetFileTarget,
): WorksheetTarget {
  return { ...target, file, fileName: worksheetFileName(file) };
}

export function topicTarget(
  pack: ContentPack,
  subject: SubjectSlug,
  topicId: string,
): WorksheetTarget | null {
  const topic = pack.subjects[subject].topics.find((candidate) => candidate.id === topicId);
  if (!topic) return null;
  return withFile(
    { kind: 'topic', subject, id: topic.id, title: topic.title },
    { kind: 'topic', grade: pack.grade, volume: pack.volume, subject, topicId: topic.id },
  );
}

export function assessmentTarget(pack: ContentPack, subject: SubjectSlug): WorksheetTarget {
  const { assessment } = pack.subjects[subject];
  return withFile(
    { kind: 'assessment', subject, id: assessment.id, title: assessment.title },
    { kind: 'assessment', grade: pack.grade, volume: pack.volume, subject },
  );
}

/** A subject's worksheets in the order the subject page lists them: topics, then the assessment. */
export function subjectTargets(pack: ContentPack, subject: SubjectSlug): WorksheetTarget[] {
  return [
    ...pack.subjects[subject].topics.flatMap((topic) => topicTarget(pack, subject, topic.id) ?? []),
    assessmentTarget(pack, subject),
  ];
}

/**
 * The free sample: the first worksheet listed on the volume page of a grade's Volume 1 (its
 * first English topic). Everything else needs an active subscription.
 */
export function isSampleWorksheet(pack: ContentPack, target: WorksheetTarget): boolean {
  const firstSubject = SUBJECT_SLUGS[0];
  const first = pack.subjects[firstSubject].topics[0];
  return (
    pack.volume === 'v1' &&
    target.kind === 'topic' &&
    target.subject === firstSubject &&
    target.id === first?.id
  );
}

/** What a parent may do with a worksheet: everything, the sample only, or nothing yet. */
export type WorksheetAccess = 'checking' | 'open' | 'sample' | 'locked';

export function worksheetAccess(
  subscription: { status: 'active' | 'inactive' | null; loading: boolean },
  pack: ContentPack,
  target: WorksheetTarget | null,
): WorksheetAccess {
  if (subscription.loading) return 'checking';
  if (subscription.status === 'active') return 'open';
  return target && isSampleWorksheet(pack, target) ? 'sample' : 'locked';
}
