import type { ProgressSummary } from '@/content/progress';
import { minutesText } from './format';
import styles from './parents.module.css';

/** The headline numbers of a summary. */
export function Figures({ summary }: { summary: ProgressSummary }) {
  const figures = [
    [
      String(summary.activities),
      summary.activities === 1 ? 'activity finished' : 'activities finished',
    ],
    [String(summary.topicsPlayed), summary.topicsPlayed === 1 ? 'topic played' : 'topics played'],
    [
      String(summary.stars),
      summary.stars === 1 ? 'star, best of each topic' : 'stars, best of each topic',
    ],
    [minutesText(summary.minutes), 'time playing'],
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(([value, label]) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
