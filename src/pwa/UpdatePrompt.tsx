import { useRegisterSW } from 'virtual:pwa-register/react';
import { useActivityInProgress } from './useActivityInProgress';
import styles from './pwa.module.css';

/**
 * Offers a new version when one is waiting. It waits quietly while a child is playing,
 * and never reloads without a grown-up's tap.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const playing = useActivityInProgress();

  if (!needRefresh || playing) return null;
  return (
    <div className={styles.update} role="status" aria-live="polite">
      <span>A new version of Sprouts is ready.</span>
      <button
        type="button"
        className={styles.primary}
        onClick={() => void updateServiceWorker(true)}
      >
        Update now
      </button>
      <button type="button" className={styles.secondary} onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
