import { useId } from 'react';
import type { ContentPack } from '@/domain/types';
import { SUBJECT_TITLES, type SubjectSlug } from '@/domain/grades';
import { Card } from '@/ui/Card';
import { Loading } from '@/ui/Spinner';
import type { PaperId } from '@/worksheets/meta';
import { LockedNote } from './LockedNote';
import { makeWorksheetPdf } from './make-pdf';
import { NoticeLine } from './NoticeLine';
import { PaperChoice } from './PaperChoice';
import { subjectTargets, worksheetAccess, type WorksheetTarget } from './targets';
import { useWorksheetContext } from './useWorksheetContext';
import { useWorksheetJob, type WorksheetAction } from './useWorksheetJob';
import { VolumeWorksheets } from './VolumeWorksheets';
import { WorksheetButtons } from './WorksheetButtons';
import styles from './worksheets.module.css';

interface RowProps {
  pack: ContentPack;
  target: WorksheetTarget;
  open: boolean;
  paper: PaperId;
  childName?: string;
}

function WorksheetRow({ pack, target, open, paper, childName }: RowProps) {
  const job = useWorksheetJob();
  const act = (action: WorksheetAction) =>
    void job.run(action, {
      pack,
      kind: target.kind,
      subject: target.subject,
      title: target.title,
      fileName: target.fileName,
      paper,
      make: () => makeWorksheetPdf(pack, target, { paper, childName }),
    });
  return (
    <li className={styles.row}>
      <span className={styles.rowTitle}>{target.title}</span>
      {open ? (
        <WorksheetButtons name={target.title} busy={job.busy} onAction={act} />
      ) : (
        <span className={styles.rowLocked}>With a subscription</span>
      )}
      <NoticeLine notice={job.notice} />
    </li>
  );
}

/** The subject's worksheets, one row each, and (for subscribers) the whole volume in one PDF. */
export function SubjectWorksheets({ pack, subject }: { pack: ContentPack; subject: SubjectSlug }) {
  const headingId = useId();
  const { subscription, paper, childName } = useWorksheetContext();
  const targets = subjectTargets(pack, subject);
  const access = targets.map((target) => worksheetAccess(subscription, pack, target));
  const sample = targets.find((_, index) => access[index] === 'sample');
  const anyOpen = access.some((value) => value === 'open' || value === 'sample');

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.panelTitle}>
        Printable {SUBJECT_TITLES[subject]} worksheets
      </h3>
      <p className={styles.panelText}>
        Every topic as a worksheet to print, each with its answer key
        {childName ? ` and ${childName}’s name on the Name line` : ''}.
      </p>
      {subscription.loading ? <Loading label="Checking your subscription..." /> : null}
      {!subscription.loading && subscription.status !== 'active' ? (
        <LockedNote sampleTitle={sample?.title} />
      ) : null}
      {anyOpen ? <PaperChoice /> : null}
      {subscription.loading ? null : (
        <ul className={styles.rows} aria-label={`${SUBJECT_TITLES[subject]} worksheets`}>
          {targets.map((target, index) => (
            <WorksheetRow
              key={target.id}
              pack={pack}
              target={target}
              open={access[index] === 'open' || access[index] === 'sample'}
              paper={paper}
              childName={childName}
            />
          ))}
        </ul>
      )}
      {access.every((value) => value === 'open') ? (
        <VolumeWorksheets pack={pack} paper={paper} childName={childName} />
      ) : null}
    </Card>
  );
}
