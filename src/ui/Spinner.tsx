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

/** A block that says something is loading, announced politely to screen readers. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
