import { useEffect, useState } from 'react';
import { onResultRecorded, syncBacklog } from '@/db';
import { useLastSynced } from '@/sync/last-synced';
import styles from './downloads.module.css';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Last synced' and how many results wait to be saved to the account. */
export function SyncStatus({ userId }: { userId: string | null }) {
  const lastSynced = useLastSynced(userId);
  const [backlog, setBacklog] = useState<{ waiting: number; refused: number } | null>(null);

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
      <p className={styles.aside}>
        Last synced: {lastSynced ? WHEN.format(new Date(lastSynced)) : 'not yet on this device'}
      </p>
      {backlog ? (
        <p className={styles.aside}>
          {backlog.waiting === 0
            ? 'Every result played on this device is saved to your account.'
            : `${backlog.waiting} ${backlog.waiting === 1 ? 'result is' : 'results are'} waiting to be saved to your account. They are sent when this device is online.`}
        </p>
      ) : null}
      {backlog && backlog.refused > 0 ? (
        <p className={styles.aside}>
          {backlog.refused === 1 ? 'One result was' : `${backlog.refused} results were`} refused by
          the server and {backlog.refused === 1 ? 'stays' : 'stay'} on this device only.
        </p>
      ) : null}
    </>
  );
}
