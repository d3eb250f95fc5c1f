import { Link } from 'react-router-dom';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { useSubscriptionStatus } from '@/backend/subscription';
import {
  SUBJECT_SLUGS,
  SUBJECT_TITLES,
  type GradeSlug,
  type SubjectSlug,
  type VolumeSlug,
} from '@/lib/grades';
import { ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Loading } from '@/ui/Spinner';
import styles from './play.module.css';

interface VolumeGateProps {
  grade: GradeSlug;
  volume: VolumeSlug;
  gradeSegment: string;
  /** Show the skills of one subject only (on a subject or activity page). */
  subject?: SubjectSlug;
}

/**
 * Volumes 2 to 4: what the volume teaches, then either a friendly lock (visitors and parents
 * without an active subscription) or, for subscribers, an honest note that the volume's
 * activities are still being prepared for download.
 */
export function VolumeGate({ grade, volume, gradeSegment, subject }: VolumeGateProps) {
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
        <Loading label="Checking your subscription..." />
      ) : subscription.status === 'active' ? (
        <Card as="section" tone="sky" aria-labelledby="preparing-title">
          <h3 id="preparing-title" className={styles.gateTitle}>
            Coming to your device soon
          </h3>
          <p>
            Your subscription includes this volume. Its activities are being prepared for download
            and will appear here, ready to play offline, as soon as they are published.
          </p>
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
