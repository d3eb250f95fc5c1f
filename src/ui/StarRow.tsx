import { STAR_PATH } from './child/icons';

/** The class names a StarRow takes from the stylesheet of the place it is shown in. */
export interface StarRowClasses {
  row: string | undefined;
  on: string | undefined;
  off: string | undefined;
}

/**
 * Three stars, `filled` of them (rounded, 0 to 3) drawn as earned, read by screen readers as
 * `label` only. Each place styles the row its own way through `classes`.
 */
export function StarRow({
  filled,
  label,
  classes,
  as: Row = 'span',
}: {
  filled: number;
  label: string;
  classes: StarRowClasses;
  /** A paragraph where the stars stand alone, a span inside other text or a table cell. */
  as?: 'span' | 'p';
}) {
  const earned = starsEarned(filled);
  return (
    <Row className={classes.row} role="img" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={index < earned ? classes.on : classes.off}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </Row>
  );
}

/** `stars` as a whole number of the three. */
export function starsEarned(stars: number): number {
  return Math.max(0, Math.min(3, Math.round(stars)));
}
