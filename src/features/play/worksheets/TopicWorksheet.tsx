import { useId, useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { ASSESSMENT_SEGMENT } from '@/content/find';
import type { SubjectSlug } from '@/domain/grades';
import { Card } from '@/ui/Card';
import { Loading } from '@/ui/Spinner';
import {
  LEVEL_LABELS,
  topicLevels,
  type KeyPlacement,
  type WorksheetLevel,
} from '@/worksheets/meta';
import { LockedNote } from './LockedNote';
import { NoticeLine } from './NoticeLine';
import { PrintChoices } from './PrintChoices';
import { RadioChoice } from './RadioChoice';
import { assessmentTarget, topicTarget, worksheetAccess } from './targets';
import { useWorksheetContext } from './useWorksheetContext';
import { useWorksheetJob, type WorksheetAction } from './useWorksheetJob';
import { worksheetJob } from './worksheet-jobs';
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
  const { subscription, paper, ink, childName } = useWorksheetContext();
  const job = useWorksheetJob();
  const [keys, setKeys] = useState<KeyPlacement>('apart');
  const [level, setLevel] = useState<WorksheetLevel>('played');
  const target =
    topicId === ASSESSMENT_SEGMENT
      ? assessmentTarget(pack, subject)
      : topicTarget(pack, subject, topicId);
  if (!target) return null;
  const access = worksheetAccess(subscription, pack, target);
  const topic = pack.subjects[subject].topics.find((each) => each.id === target.id);
  const levels = topic ? topicLevels(topic) : [];

  const act = (action: WorksheetAction) =>
    void job.run(
      action,
      worksheetJob(pack, target, { paper, ink, childName, level }, keys, action),
    );

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        Printable worksheet
      </h2>
      <p className={styles.panelText}>
        For grown-ups: ‘{target.title}’ on paper,{' '}
        {keys === 'apart'
          ? 'its answer key in a file of its own'
          : 'with its answer key on the last page'}
        {childName ? ` and ${childName}’s name on the Name line` : ''}.
      </p>
      {access === 'checking' ? <Loading label="Checking your subscription..." /> : null}
      {access === 'locked' ? <LockedNote /> : null}
      {access === 'open' || access === 'sample' ? (
        <>
          <PrintChoices ink={ink} keys={keys} onKeysChange={setKeys} />
          {levels.length > 1 ? (
            <RadioChoice
              legend="Level"
              options={levels.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
              value={level}
              onChange={setLevel}
            />
          ) : null}
          <div className={styles.buttonGroup}>
            <WorksheetButtons
              busy={job.busy}
              onAction={act}
              actions={['download', 'print', 'email']}
            />
            {keys === 'apart' ? (
              <WorksheetButtons
                busy={job.busy}
                onAction={act}
                actions={['downloadKey', 'printKey']}
              />
            ) : null}
          </div>
          <NoticeLine notice={job.notice} />
        </>
      ) : null}
    </Card>
  );
}
