import { StarRow, starsEarned } from '@/ui/StarRow';
import styles from './parents.module.css';

const CLASSES = { row: styles.stars, on: styles.starOn, off: styles.starOff };

/** Three small stars, `stars` of them filled, read as '2 of 3 stars'. */
export function StarRating({ stars }: { stars: number }) {
  return <StarRow filled={stars} label={`${starsEarned(stars)} of 3 stars`} classes={CLASSES} />;
}
