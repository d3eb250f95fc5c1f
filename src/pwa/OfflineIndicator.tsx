import { useOnlineStatus } from './useOnlineStatus';
import styles from './pwa.module.css';

/** A calm note, not an error: play goes on without a connection. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M6.5 19a4.5 4.5 0 0 1-.5-8.97A6 6 0 0 1 17.7 8.5 5 5 0 0 1 17.5 19h-11Z"
          fill="currentColor"
          opacity="0.9"
        />
      </svg>
      <span>
        You are offline. Activities you have opened before still work, and progress is saved on this
        device.
      </span>
    </div>
  );
}
