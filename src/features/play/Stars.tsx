import { StarRow } from '@/ui/StarRow';
import styles from './play.module.css';

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
    <StarRow
      filled={earned}
      label={label ?? `${earned} of 3 stars`}
      classes={{
        row: [styles.stars, size === 'large' ? styles.starsLarge : ''].join(' '),
        on: styles.starOn,
        off: styles.starOff,
      }}
    />
  );
}
