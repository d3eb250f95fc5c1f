import type { CSSProperties } from 'react';
import styles from './Celebration.module.css';

/** Where the little stars fly to, as (x, y) in em from the centre, and their colours. */
const SPARKS = [
  [-7, -4, '#ffd45c'],
  [-5, -7, '#2f7d4f'],
  [-1.5, -8.5, '#a4286a'],
  [2, -8, '#1d5d99'],
  [5.5, -6.5, '#ffd45c'],
  [7.5, -3, '#b4490c'],
  [-8, 1, '#1d5d99'],
  [8, 1.5, '#2f7d4f'],
] as const;

/**
 * A short burst of little stars around the reward, more of them for more stars. Decoration only
 * (hidden from screen readers); with reduced motion the stars simply sit still.
 */
export function Celebration({ stars }: { stars: 1 | 2 | 3 }) {
  const count = Math.round((SPARKS.length * stars) / 3);
  return (
    <span className={styles.burst} aria-hidden="true" data-celebration={stars}>
      {SPARKS.slice(0, count).map(([x, y, colour], index) => (
        <span
          key={index}
          className={styles.spark}
          style={
            {
              '--to-x': `${x}em`,
              '--to-y': `${y}em`,
              '--delay': `${index * 40}ms`,
              color: colour,
            } as CSSProperties
          }
        >
          ★
        </span>
      ))}
    </span>
  );
}
