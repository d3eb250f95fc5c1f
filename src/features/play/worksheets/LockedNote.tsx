import { ButtonLink } from '@/ui/Button';
import styles from './worksheets.module.css';

/** Why the worksheets are not open, and the way to open them. */
export function LockedNote({ sampleTitle }: { sampleTitle?: string }) {
  return (
    <div className={styles.locked}>
      <p className={styles.lockedText}>
        <strong>Worksheets come with a subscription.</strong>{' '}
        {sampleTitle
          ? `Try one for free: ‘${sampleTitle}’ is yours to download and print.`
          : 'The first worksheet of each grade’s Volume 1 is free to try.'}
      </p>
      <ButtonLink to="/subscribe" variant="accent">
        Subscribe Now
      </ButtonLink>
    </div>
  );
}
