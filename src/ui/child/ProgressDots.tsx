import styles from './ProgressDots.module.css';

interface ProgressDotsProps {
  total: number;
  /** Zero-based index of the item on screen. */
  current: number;
  /** Which items are done. */
  done: readonly boolean[];
}

/** A dot per question: done, on screen, still to come. Reads as 'Question 3 of 8'. */
export function ProgressDots({ total, current, done }: ProgressDotsProps) {
  return (
    <div className={styles.progress}>
      <span className="visually-hidden">
        Question {Math.min(current + 1, total)} of {total}
      </span>
      <ol className={styles.dots} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={[
              styles.dot,
              done[index] ? styles.done : undefined,
              index === current ? styles.current : undefined,
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </ol>
    </div>
  );
}
