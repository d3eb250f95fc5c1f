import styles from './Stars.module.css';
import { STAR_PATH } from './icons';

/** Three stars, `earned` of them filled, read as 'You earned 2 of 3 stars'. */
export function Stars({ earned }: { earned: number }) {
  const filled = Math.max(0, Math.min(3, Math.round(earned)));
  return (
    <p className={styles.stars} role="img" aria-label={`You earned ${filled} of 3 stars`}>
      {[0, 1, 2].map((index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={index < filled ? styles.on : styles.off}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </p>
  );
}
