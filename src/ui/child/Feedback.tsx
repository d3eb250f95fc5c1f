import styles from './Feedback.module.css';
import { BulbIcon, StarIcon, ThinkIcon } from './icons';

interface FeedbackProps {
  /** The outcome of the last answer, or null before any. */
  feedback: { correct: boolean; message: string } | null;
  /** A hint to show under the feedback, when help is on screen. */
  hint?: string | null;
}

/**
 * Gentle words about what the child just did. Always mounted, so screen readers announce each
 * new message politely. Warm colours and a thinking face for "try again", never a red cross.
 */
export function Feedback({ feedback, hint }: FeedbackProps) {
  return (
    <div className={styles.area}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {feedback && (
          <p className={[styles.message, feedback.correct ? styles.right : styles.retry].join(' ')}>
            {feedback.correct ? (
              <StarIcon className={styles.icon} />
            ) : (
              <ThinkIcon className={styles.icon} />
            )}
            <span>{feedback.message}</span>
          </p>
        )}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {hint && (
          <p className={[styles.message, styles.hint].join(' ')}>
            <BulbIcon className={styles.icon} />
            <span>{hint}</span>
          </p>
        )}
      </div>
    </div>
  );
}
