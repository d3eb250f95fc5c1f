import { useId, useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { SUBJECT_TITLES, type SubjectSlug } from '@/domain/grades';
import { Card } from '@/ui/Card';
import { Loading } from '@/ui/Spinner';
import type { KeyPlacement } from '@/worksheets/meta';
import { LockedNote } from './LockedNote';
import type { PdfOptions } from './make-pdf';
import { NoticeLine } from './NoticeLine';
import { PrintChoices } from './PrintChoices';
import { subjectTargets, worksheetAccess, type WorksheetTarget } from './targets';
import { useWorksheetContext } from './useWorksheetContext';
import { useWorksheetJob, type WorksheetAction } from './useWorksheetJob';
import { VolumeWorksheets } from './VolumeWorksheets';
import { worksheetJob } from './worksheet-jobs';
import { WorksheetButtons } from './WorksheetButtons';
import styles from './worksheets.module.css';

interface RowProps {
  pack: ContentPack;
  target: WorksheetTarget;
  open: boolean;
  options: PdfOptions;
  keys: KeyPlacement;
}

function WorksheetRow({ pack, target, open, options, keys }: RowProps) {
  const job = useWorksheetJob();
  const act = (action: WorksheetAction) =>
    void job.run(action, worksheetJob(pack, target, options, keys, action));
  return (
    <li className={styles.row}>
      <span className={styles.rowTitle}>{target.title}</span>
      {open ? (
        <WorksheetButtons
          name={target.title}
          busy={job.busy}
          onAction={act}
          actions={keys === 'apart' ? ['download', 'print', 'downloadKey'] : ['download', 'print']}
        />
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
  const { subscription, paper, ink, childName } = useWorksheetContext();
  const [keys, setKeys] = useState<KeyPlacement>('apart');
  const targets = subjectTargets(pack, subject);
  const access = targets.map((target) => worksheetAccess(subscription, pack, target));
  const sample = targets.find((_, index) => access[index] === 'sample');
  const anyOpen = access.some((value) => value === 'open' || value === 'sample');
  const options: PdfOptions = { paper, ink, childName };

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
      {anyOpen ? <PrintChoices ink={ink} keys={keys} onKeysChange={setKeys} /> : null}
      {subscription.loading ? null : (
        <ul className={styles.rows} aria-label={`${SUBJECT_TITLES[subject]} worksheets`}>
          {targets.map((target, index) => (
            <WorksheetRow
              key={target.id}
              pack={pack}
              target={target}
              open={access[index] === 'open' || access[index] === 'sample'}
              options={options}
              keys={keys}
            />
          ))}
        </ul>
      )}
      {access.every((value) => value === 'open') ? (
        <VolumeWorksheets pack={pack} options={options} keys={keys} />
      ) : null}
    </Card>
  );
}
