import { useMemo } from 'react';
import { summariseProgress } from '@/content/progress';
import { ButtonLink } from '@/ui/Button';
import { Card, type CardTone } from '@/ui/Card';
import { GrownUpsOnly } from '@/widgets/parental-gate/GrownUpsOnly';
import { Loading } from '@/ui/Spinner';
import { Figures } from './Figures';
import { ProgressOverview } from './ProgressOverview';
import { SavedWorksheets } from './SavedWorksheets';
import { SettingsPanel } from '@/widgets/settings-panel/SettingsPanel';
import { useParentProgress } from './useParentProgress';
import styles from './parents.module.css';

interface ParentFeature {
  title: string;
  text: string;
  tone: CardTone;
}

const FEATURES: readonly ParentFeature[] = [
  {
    title: 'Progress by topic',
    text: 'Every finished activity is recorded: stars, best score, how often and when each English and Maths topic was played, by grade and volume.',
    tone: 'green',
  },
  {
    title: 'Skill reports',
    text: 'After each end-of-volume assessment, every skill of the volume shows as secure, practising or not yet, with the topics to practise next.',
    tone: 'sky',
  },
  {
    title: 'Activity over the weeks',
    text: 'A simple chart shows how much your child played in each of the last eight weeks.',
    tone: 'orange',
  },
  {
    title: 'Printable progress report',
    text: 'Download a PDF with your child’s name, the period, a summary per subject, the skills and what to practise next, to keep or share with a teacher.',
    tone: 'sun',
  },
  {
    title: 'Settings for grown-ups',
    text: 'Turn the sound on or off, choose the speech rate and voice, and pick A4 or Letter paper, behind a question only a grown-up can answer.',
    tone: 'berry',
  },
];

/** Parents Corner for a visitor: what it offers, this device's progress, and why to sign up. */
export function VisitorCorner() {
  const progress = useParentProgress(null);
  const ready = progress.status === 'ready' ? progress : null;
  const summary = useMemo(
    () =>
      ready
        ? summariseProgress(ready.results, ready.catalogs.lookup, {
            packKnown: ready.catalogs.known,
          })
        : null,
    [ready],
  );

  return (
    <>
      <section aria-labelledby="offers-title" className={styles.section}>
        <h2 id="offers-title" className={styles.sectionTitle}>
          What Parents Corner offers
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <Card as="li" tone={feature.tone} key={feature.title} className={styles.feature}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="device-title" className={styles.section}>
        <h2 id="device-title" className={styles.sectionTitle}>
          Progress on this device
        </h2>
        {!summary ? (
          <Loading label="Loading progress..." />
        ) : summary.activities === 0 ? (
          <div className={styles.empty}>
            <p>
              Nothing has been played on this device yet. Volume 1 of every grade is free to play,
              no account needed.
            </p>
            <ButtonLink to="/class">Select Your Grade</ButtonLink>
          </div>
        ) : (
          <>
            <p>
              Played on this device without an account so far. It is kept only here: clearing the
              browser or changing device loses it.
            </p>
            <Figures counts={summary} />
            <ProgressOverview summary={summary} />
          </>
        )}
      </section>

      <Card as="section" tone="sun" aria-labelledby="keep-title" className={styles.invite}>
        <h2 id="keep-title" className={styles.sectionTitle}>
          {summary && summary.activities > 0 ? 'Keep this progress' : 'Keep your child’s progress'}
        </h2>
        <p>
          Sign up free with your child’s first name and grade. Progress from this device joins your
          account, so you can follow it on any phone, tablet or laptop, see the skill reports and
          download progress reports.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/signup">Sign Up</ButtonLink>
          <ButtonLink to="/signin" variant="secondary">
            Sign In
          </ButtonLink>
        </div>
      </Card>

      <section aria-labelledby="saved-worksheets-title" className={styles.section}>
        <h2 id="saved-worksheets-title" className={styles.sectionTitle}>
          Saved worksheets
        </h2>
        <SavedWorksheets />
      </section>

      <section aria-labelledby="settings-title" className={styles.section}>
        <h2 id="settings-title" className={styles.sectionTitle}>
          Settings on this device
        </h2>
        <GrownUpsOnly reason="Settings are for grown-ups." headingLevel={3}>
          <SettingsPanel userId={null} />
        </GrownUpsOnly>
      </section>
    </>
  );
}
