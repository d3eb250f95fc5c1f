import { useActivityInProgress } from './useActivityInProgress';
import styles from './pwa.module.css';

interface UpdateOfferProps {
  /** A new version is installed and waiting. */
  waiting: boolean;
  onUpdate: () => void;
  onLater: () => void;
}

/**
 * The offer of a new version. It waits quietly while a child is playing (on an activity screen,
 * or while an activity holds the guard), and never reloads without a grown-up's tap.
 */
export function UpdateOffer({ waiting, onUpdate, onLater }: UpdateOfferProps) {
  const playing = useActivityInProgress();
  if (!waiting || playing) return null;
  return (
    <div className={styles.update} role="status" aria-live="polite">
      <span>A new version of Sprouts is ready.</span>
      <button type="button" className={styles.primary} onClick={onUpdate}>
        Update now
      </button>
      <button type="button" className={styles.secondary} onClick={onLater}>
        Later
      </button>
    </div>
  );
}
