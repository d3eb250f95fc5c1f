import styles from './children.module.css';

/** What went wrong with a change to the family, said at once to screen readers too. */
export function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className={styles.problem}>
      {text}
    </p>
  );
}
