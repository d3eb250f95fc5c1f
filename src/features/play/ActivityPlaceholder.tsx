import { ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import styles from './play.module.css';

/** SPEC section 2: an unknown activity (or subject) shows a friendly placeholder page. */
export function ActivityPlaceholder({ volumePath }: { volumePath: string }) {
  useDocumentTitle('Activity not found');
  return (
    <Card
      as="section"
      tone="sky"
      aria-labelledby="placeholder-title"
      className={styles.placeholder}
    >
      <svg
        className={styles.placeholderArt}
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M32 58V30" stroke="#2f7d4f" strokeWidth="4" strokeLinecap="round" />
        <path d="M32 34c-2-10-10-15-20-14 1 10 9 16 20 14z" fill="#5fae73" />
        <path d="M32 28c2-11 11-17 22-16-1 11-10 18-22 16z" fill="#2f7d4f" />
        <ellipse cx="32" cy="58" rx="16" ry="4" fill="#b4490c" opacity="0.35" />
      </svg>
      <h2 id="placeholder-title">This activity is not here yet</h2>
      <p>It may still be growing! Choose another activity from this volume.</p>
      <ButtonLink to={volumePath} size="large">
        Back to the volume
      </ButtonLink>
    </Card>
  );
}

/** SPEC section 8: a missing or malformed part of an activity URL. */
export function InvalidParams() {
  useDocumentTitle('Invalid URL');
  return (
    <p role="alert" className={styles.invalid}>
      Invalid URL parameters. Please check the URL.
    </p>
  );
}
