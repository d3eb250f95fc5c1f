import type { AssessmentSpec, TopicSpec } from '@/domain/types';
import { ASSESSMENT_SEGMENT } from '@/content/find';
import type { TopicBest } from '@/db';
import type { SubjectSlug } from '@/domain/grades';
import { LinkCard } from '@/ui/Card';
import { Stars } from './Stars';
import { TopicIcon } from './TopicIcon';
import styles from './play.module.css';

interface TopicListProps {
  /** /class/{grade}/{volume} as written in the URL. */
  basePath: string;
  subject: SubjectSlug;
  topics: readonly TopicSpec[];
  assessment: AssessmentSpec;
  bests: ReadonlyMap<string, TopicBest>;
  /** Accessible name of the list. */
  label: string;
}

function playedText(best: TopicBest | undefined): string {
  if (!best) return 'Not played yet';
  return `Best: ${best.stars} of 3 stars`;
}

/** Big cards, one per topic, then the end-of-volume assessment; each shows its best stars. */
export function TopicList({ basePath, subject, topics, assessment, bests, label }: TopicListProps) {
  const assessmentBest = bests.get(assessment.id);
  return (
    <ul className={styles.topicGrid} aria-label={label}>
      {topics.map((topic) => {
        const best = bests.get(topic.id);
        return (
          <li key={topic.id}>
            <LinkCard to={`${basePath}/${subject}/${topic.id}`} className={styles.topicCard}>
              <TopicIcon kind={topic.kind} />
              <span className={styles.topicBody}>
                <span className={styles.topicTitle}>{topic.title}</span>
                <span className={styles.topicDescription}>{topic.description}</span>
                <span className={styles.topicStars}>
                  <Stars earned={best?.stars ?? 0} label={playedText(best)} />
                </span>
              </span>
            </LinkCard>
          </li>
        );
      })}
      <li className={styles.assessmentItem}>
        <LinkCard
          to={`${basePath}/${subject}/${ASSESSMENT_SEGMENT}`}
          tone="sun"
          className={styles.topicCard}
        >
          <TopicIcon kind="assessment" />
          <span className={styles.topicBody}>
            <span className={styles.topicTitle}>{assessment.title}</span>
            <span className={styles.topicDescription}>
              A short check of everything in this volume.
            </span>
            <span className={styles.topicStars}>
              <Stars earned={assessmentBest?.stars ?? 0} label={playedText(assessmentBest)} />
            </span>
          </span>
        </LinkCard>
      </li>
    </ul>
  );
}
