import { useId } from 'react';
import type { ContentPack } from '@/domain/types';
import { ASSESSMENT_SEGMENT } from '@/content/find';
import type { SubjectSlug } from '@/domain/grades';
import { Card } from '@/ui/Card';
import { Loading } from '@/ui/Spinner';
import { LockedNote } from './LockedNote';
import { makeWorksheetPdf } from './make-pdf';
import { NoticeLine } from './NoticeLine';
import { PaperChoice } from './PaperChoice';
import { assessmentTarget, topicTarget, worksheetAccess } from './targets';
import { useWorksheetContext } from './useWorksheetContext';
import { useWorksheetJob, type WorksheetAction } from './useWorksheetJob';
import { WorksheetButtons } from './WorksheetButtons';
import styles from './worksheets.module.css';

interface TopicWorksheetProps {
  pack: ContentPack;
  subject: SubjectSlug;
  /** The topic's id, or 'assessment'. */
  topicId: string;
}

/** Under an activity, for grown-ups: its printable twin to download, print or email. */
export function TopicWorksheet({ pack, subject, topicId }: TopicWorksheetProps) {
  const headingId = useId();
  const { subscription, paper, childName } = useWorksheetContext();
  const job = useWorksheetJob();
  const target =
    topicId === ASSESSMENT_SEGMENT
      ? assessmentTarget(pack, subject)
      : topicTarget(pack, subject, topicId);
  if (!target) return null;
  const access = worksheetAccess(subscription, pack, target);

  const act = (action: WorksheetAction) =>
    void job.run(action, {
      pack,
      kind: target.kind,
      subject,
      title: target.title,
      fileName: target.fileName,
      paper,
      make: () => makeWorksheetPdf(pack, target, { paper, childName }),
    });

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        Printable worksheet
      </h2>
      <p className={styles.panelText}>
        For grown-ups: ‘{target.title}’ on paper, with an answer key on the last page
        {childName ? ` and ${childName}’s name on the Name line` : ''}.
      </p>
      {access === 'checking' ? <Loading label="Checking your subscription..." /> : null}
      {access === 'locked' ? <LockedNote /> : null}
      {access === 'open' || access === 'sample' ? (
        <>
          <PaperChoice />
          <WorksheetButtons busy={job.busy} onAction={act} withEmail />
          <NoticeLine notice={job.notice} />
        </>
      ) : null}
    </Card>
  );
}
