import { StarRow, starsEarned } from '../StarRow';
import styles from './Stars.module.css';

const CLASSES = { row: styles.stars, on: styles.on, off: styles.off };

/** Three stars, `earned` of them filled, read as 'You earned 2 of 3 stars'. */
export function Stars({ earned }: { earned: number }) {
  return (
    <StarRow
      as="p"
      filled={earned}
      label={`You earned ${starsEarned(earned)} of 3 stars`}
      classes={CLASSES}
    />
  );
}
