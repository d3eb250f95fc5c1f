import styles from './Spinner.module.css';

/** A decorative spinning ring; pair it with visible or screen-reader text. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return (
    <span
      className={[styles.spinner, size === 'small' ? styles.small : ''].join(' ')}
      aria-hidden="true"
    />
  );
}

/**
 * A block that says something is loading, announced politely to screen readers. `fill` holds a
 * whole screen while a page loads, so the footer stays below the fold instead of showing and
 * then jumping away when the page arrives (a layout shift).
 */
export function Loading({
  label = 'Loading...',
  fill = false,
}: {
  label?: string;
  fill?: boolean;
}) {
  return (
    <div
      className={[styles.loading, fill ? styles.fill : ''].join(' ')}
      role="status"
      aria-live="polite"
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
