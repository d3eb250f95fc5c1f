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
 * A block that says something is loading, announced politely to screen readers. `fill` marks a
 * page's loading state: it holds a whole screen, and the layout keeps the footer hidden while it
 * is there, so the footer never moves when the page arrives, long or short (a layout shift).
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
      data-page-loading={fill ? '' : undefined}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
