import { Link } from '@/lib/router';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { useSubscriptionStatus } from '@/backend/subscription';
import {
  SUBJECT_SLUGS,
  SUBJECT_TITLES,
  type GradeSlug,
  type SubjectSlug,
  type VolumeSlug,
} from '@/domain/grades';
import { ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Loading } from '@/ui/Spinner';
import type { UnavailableReason } from '@/sync/packs';
import styles from './play.module.css';

export interface VolumeGateProps {
  grade: GradeSlug;
  volume: VolumeSlug;
  gradeSegment: string;
  /** Show the skills of one subject only (on a subject or activity page). */
  subject?: SubjectSlug;
  /** Why the volume cannot be played here (see usePack). */
  reason?: UnavailableReason;
}

/** What a subscriber is told when a volume of theirs cannot be played right now. */
const SUBSCRIBER_NOTES: Record<
  Exclude<UnavailableReason, 'locked'>,
  { title: string; text: string }
> = {
  'not-downloaded': {
    title: 'This volume is not on this device yet',
    text: 'You are offline, and this volume has not been downloaded. Connect to the internet to play it, then choose Download for offline on the volume page to keep it on this device.',
  },
  'not-published': {
    title: 'This volume is on its way',
    text: 'Your subscription includes this volume. Its activities are not published yet; they will appear here, ready to download, as soon as they are.',
  },
};

/**
 * Volumes 2 to 4 when they cannot be played: what the volume teaches, then either a friendly lock
 * (visitors and parents without an active subscription) or, for a subscriber, why the volume is
 * not here (offline and not downloaded, or not published yet).
 */
export function VolumeGate({
  grade,
  volume,
  gradeSegment,
  subject,
  reason = 'locked',
}: VolumeGateProps) {
  const outline = VOLUME_OUTLINES[grade][volume];
  const subscription = useSubscriptionStatus();
  const subjects = subject ? [subject] : SUBJECT_SLUGS;
  const freeVolume = `/class/${gradeSegment}/v1`;

  return (
    <div className={styles.gate}>
      <Card as="section" aria-labelledby="outline-title">
        <h3 id="outline-title" className={styles.outlineTitle}>
          What this volume teaches
        </h3>
        <p>{outline.summary}</p>
        <div className={styles.outlineSkills}>
          {subjects.map((slug) => (
            <div key={slug}>
              <h4 className={styles.skillsTitle}>{SUBJECT_TITLES[slug]} skills</h4>
              <ul>
                {outline.skills[slug].map((skill) => (
                  <li key={skill.id}>{skill.title}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Card>
      {subscription.loading ? (
        <Loading label="Checking your subscription..." fill />
      ) : subscription.status === 'active' && reason !== 'locked' ? (
        <Card as="section" tone="sky" aria-labelledby="subscriber-note-title">
          <h3 id="subscriber-note-title" className={styles.gateTitle}>
            {SUBSCRIBER_NOTES[reason].title}
          </h3>
          <p>{SUBSCRIBER_NOTES[reason].text}</p>
          <p className={styles.gateAside}>
            Volume 1 is ready to play now: <Link to={freeVolume}>go to Volume 1</Link>.
          </p>
        </Card>
      ) : (
        <Card as="section" tone="sun" aria-labelledby="locked-title" className={styles.locked}>
          <span className={styles.lockIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" fill="currentColor" />
              <path
                d="M8 10.5V8a4 4 0 0 1 8 0v2.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <div>
            <h3 id="locked-title" className={styles.gateTitle}>
              This volume comes with a subscription
            </h3>
            <p>
              Volume 1 of every grade is free. A one-year subscription opens volumes 2, 3 and 4 of
              English and Maths, with their worksheets and assessments.
            </p>
            <div className={styles.gateActions}>
              <ButtonLink to="/subscribe" variant="accent" size="large">
                Unlock all four volumes
              </ButtonLink>
              <ButtonLink to={freeVolume} variant="secondary">
                Play Volume 1 for free
              </ButtonLink>
            </div>
          </div>
        </Card>
      )}
    </div>
  );
}
