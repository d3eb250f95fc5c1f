import styles from './play.module.css';

const STAR_PATH = 'M12 2.8l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 16.8l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

/** Three stars, `earned` of them filled, with a text alternative. */
export function Stars({
  earned,
  size = 'small',
  label,
}: {
  earned: number;
  size?: 'small' | 'large';
  /** Replaces the default 'N of 3 stars' text alternative. */
  label?: string;
}) {
  return (
    <span
      className={[styles.stars, size === 'large' ? styles.starsLarge : ''].join(' ')}
      role="img"
      aria-label={label ?? `${earned} of 3 stars`}
    >
      {[0, 1, 2].map((index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={index < earned ? styles.starOn : styles.starOff}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
