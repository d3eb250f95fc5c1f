import { useMemo } from 'react';
import { summariseProgress, weeklyActivity } from '@/content/progress';
import { DeviceStorage } from '@/widgets/downloads/DeviceStorage';
import { SyncStatus } from '@/widgets/downloads/SyncStatus';
import { Alert } from '@/ui/Alert';
import { ButtonLink } from '@/ui/Button';
import { GrownUpsOnly } from '@/widgets/parental-gate/GrownUpsOnly';
import { usePaper } from '@/settings/paper';
import { Loading } from '@/ui/Spinner';
import { ActivityChart } from './ActivityChart';
import { Figures } from './Figures';
import { ProgressOverview } from './ProgressOverview';
import { ReportDownload } from './ReportDownload';
import { ReviewSummary } from './ReviewSummary';
import { SavedWorksheets } from './SavedWorksheets';
import { SettingsPanel } from '@/widgets/settings-panel/SettingsPanel';
import { SkillReports } from './SkillReports';
import { FamilyView, type ChosenChild } from './children/FamilyView';
import { useChildProgress } from './children/useChildProgress';
import { useParentProgress, type ParentProgress } from './useParentProgress';
import styles from './parents.module.css';

/** Weeks in the activity chart. */
export const CHART_WEEKS = 8;

function possessive(name: string, start = true): string {
  if (name) return `${name}’s`;
  return start ? 'Your child’s' : 'your child’s';
}

function SyncNote({ userId, progress }: { userId: string; progress: ParentProgress }) {
  return (
    <div className={styles.syncNote}>
      {progress.accountError ? (
        <Alert tone="info" title="Showing this device’s results only">
          <p>
            Your account could not be reached, so results saved from other devices are missing. Try
            again when you are online.
          </p>
        </Alert>
      ) : null}
      <SyncStatus userId={userId} />
      {progress.waitingToSync > 0 ? (
        <p className={styles.muted}>
          {progress.waitingToSync === 1
            ? 'The result not in your account yet is counted below.'
            : `The ${progress.waitingToSync} results not in your account yet are counted below.`}
        </p>
      ) : null}
    </div>
  );
}

const SECTIONS = [
  ['progress', 'Progress'],
  ['activity', 'Activity'],
  ['skills', 'Skill reports'],
  ['report', 'Progress report'],
  ['device', 'On this device'],
  ['saved-worksheets', 'Saved worksheets'],
  ['settings', 'Settings'],
] as const;

/** Parents Corner for a signed-in parent. */
export function ParentDashboard({
  userId,
  childName,
  family,
}: {
  userId: string;
  childName: string;
  /** A family of several children: whose progress the page shows. */
  family?: ChosenChild;
}) {
  const progress = useParentProgress(userId);
  const [paper] = usePaper();
  const ready = useChildProgress(progress.status === 'ready' ? progress : null, family);
  const summary = useMemo(
    () =>
      ready
        ? summariseProgress(ready.results, ready.catalogs.lookup, {
            packKnown: ready.catalogs.known,
          })
        : null,
    [ready],
  );
  const weeks = useMemo(
    () => (ready ? weeklyActivity(ready.results, ready.now, CHART_WEEKS) : []),
    [ready],
  );
  const nameForText = childName || 'your child';

  return (
    <>
      <nav aria-label="Parents Corner" className={styles.jumps}>
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {family ? (
        <FamilyView
          family={family}
          results={progress.status === 'ready' ? progress.results : null}
        />
      ) : null}

      <section id="progress" aria-labelledby="progress-title" className={styles.section}>
        <h2 id="progress-title" className={styles.sectionTitle}>
          {possessive(childName)} progress
        </h2>
        {!ready || !summary ? (
          <Loading label="Loading progress..." />
        ) : (
          <>
            <SyncNote userId={userId} progress={ready} />
            {ready.results.length === 0 ? (
              <div className={styles.empty}>
                <p>
                  No activities finished yet. When {nameForText} plays, every topic appears here
                  with its stars, best score and when it was last played.
                </p>
                <ButtonLink to="/class">Choose a grade to play</ButtonLink>
              </div>
            ) : (
              <>
                <Figures counts={summary} />
                <ProgressOverview summary={summary} />
              </>
            )}
          </>
        )}
      </section>

      <section id="activity" aria-labelledby="activity-title" className={styles.section}>
        <h2 id="activity-title" className={styles.sectionTitle}>
          Activity over the last {CHART_WEEKS} weeks
        </h2>
        {ready ? <ActivityChart weeks={weeks} /> : <Loading label="Loading activity..." />}
      </section>

      <section id="skills" aria-labelledby="skills-title" className={styles.section}>
        <h2 id="skills-title" className={styles.sectionTitle}>
          Skill reports
        </h2>
        {summary ? (
          <SkillReports summary={summary} childName={nameForText} />
        ) : (
          <Loading label="Loading skill reports..." />
        )}
        {ready ? (
          <ReviewSummary
            userId={userId}
            chosenId={family?.chosenId}
            childName={nameForText}
            lookup={ready.catalogs.lookup}
          />
        ) : null}
      </section>

      <section id="report" aria-labelledby="report-title" className={styles.section}>
        <h2 id="report-title" className={styles.sectionTitle}>
          Progress report
        </h2>
        <p>
          A printable summary of {possessive(childName, false)} progress: each subject, the skills
          of the latest checks and what to practise next.
        </p>
        {ready ? (
          <ReportDownload
            results={ready.results}
            catalogs={ready.catalogs}
            childName={childName}
            paper={paper}
          />
        ) : (
          <Loading label="Loading progress..." />
        )}
      </section>

      <div id="device" className={styles.section}>
        <DeviceStorage userId={userId} syncStatus={false} />
      </div>

      <section
        id="saved-worksheets"
        aria-labelledby="saved-worksheets-title"
        className={styles.section}
      >
        <h2 id="saved-worksheets-title" className={styles.sectionTitle}>
          Saved worksheets
        </h2>
        <SavedWorksheets />
      </section>

      <section id="settings" aria-labelledby="settings-title" className={styles.section}>
        <h2 id="settings-title" className={styles.sectionTitle}>
          Settings
        </h2>
        <GrownUpsOnly reason="Settings are for grown-ups." headingLevel={3}>
          <SettingsPanel userId={userId} />
        </GrownUpsOnly>
      </section>
    </>
  );
}
