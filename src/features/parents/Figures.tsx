import type { ProgressCounts } from '@/domain/progress-counts';
import { headlineFigures } from './headline-figures';
import styles from './parents.module.css';

/** The headline numbers of a summary. */
export function Figures({ counts }: { counts: ProgressCounts }) {
  return (
    <dl className={styles.figures}>
      {headlineFigures(counts).map(({ value, label }) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
