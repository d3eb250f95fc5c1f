import { STAR_PATH } from '@/ui/child/icons';
import styles from './parents.module.css';

/** Three small stars, `stars` of them filled, read as '2 of 3 stars'. */
export function StarRating({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(3, Math.round(stars)));
  return (
    <span className={styles.stars} role="img" aria-label={`${filled} of 3 stars`}>
      {[0, 1, 2].map((index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={index < filled ? styles.starOn : styles.starOff}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
