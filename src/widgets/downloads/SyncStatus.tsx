import { useEffect, useState } from 'react';
import { onResultRecorded, syncBacklog } from '@/db';
import { useLastSynced } from '@/sync/last-synced';
import { syncWording, type SyncBacklog } from './sync-wording';
import styles from './downloads.module.css';

/** 'Last synced' and how many results wait to be saved to the account. */
export function SyncStatus({ userId }: { userId: string | null }) {
  const lastSynced = useLastSynced(userId);
  const [backlog, setBacklog] = useState<SyncBacklog | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const read = () =>
      void syncBacklog(userId).then(
        (counts) => {
          if (!cancelled) setBacklog(counts);
        },
        () => undefined,
      );
    read();
    const stop = onResultRecorded(read);
    return () => {
      cancelled = true;
      stop();
    };
  }, [userId, lastSynced]);

  if (!userId) {
    return (
      <p className={styles.aside}>
        Progress is kept on this device. Sign in to save it to your account.
      </p>
    );
  }
  return (
    <>
      {syncWording(lastSynced, backlog).map((line) => (
        <p key={line} className={styles.aside}>
          {line}
        </p>
      ))}
    </>
  );
}
