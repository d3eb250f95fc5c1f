import { useId, useState } from 'react';
import { removeStoredPack } from '@/db/on-demand';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { downloadPack } from '@/sync/packs';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { persistNote } from './persist-note';
import { formatBytes, requestPersistentStorage } from './storage-facts';
import { useCatalogEntry } from './useCatalogEntry';
import { useStoredPacks } from './useStoredPacks';
import styles from './downloads.module.css';

interface DownloadVolumeProps {
  grade: GradeSlug;
  volume: VolumeSlug;
}

interface Progress {
  received: number;
  total: number | null;
}

/**
 * 'Download for offline' for one paid volume: its size, a progress bar while the pack arrives,
 * then 'Remove download' (or 'Update download' when the server has a newer version). After a
 * download the browser is asked to keep the site's data, and its answer is shown.
 */
export function DownloadVolume({ grade, volume }: DownloadVolumeProps) {
  const stored = useStoredPacks();
  const entry = useCatalogEntry(grade, volume);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const titleId = useId();
  const progressId = useId();
  const mine = stored?.find((pack) => pack.grade === grade && pack.volume === volume) ?? null;
  const outdated = Boolean(mine && entry && mine.version && mine.version !== entry.version);

  async function download() {
    setError(null);
    setPersisted(null);
    setProgress({ received: 0, total: entry?.bytes ?? null });
    const outcome = await downloadPack(grade, volume, (received, total) =>
      setProgress({ received, total: total ?? entry?.bytes ?? null }),
    );
    setProgress(null);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setPersisted(await requestPersistentStorage());
  }

  async function remove() {
    setError(null);
    setPersisted(null);
    try {
      await removeStoredPack(grade, volume);
    } catch {
      setError('The download could not be removed. Please try again.');
    }
  }

  let body;
  if (stored === null) {
    body = null;
  } else if (progress) {
    const total = progress.total ?? undefined;
    body = (
      <div className={styles.progress}>
        <label htmlFor={progressId}>
          Downloading... {formatBytes(progress.received)}
          {total ? ` of ${formatBytes(total)}` : ''}
        </label>
        <progress id={progressId} value={total ? progress.received : undefined} max={total} />
      </div>
    );
  } else if (mine) {
    body = (
      <>
        <p className={styles.ready}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          On this device{mine.bytes ? ` (${formatBytes(mine.bytes)})` : ''}: ready to play offline.
        </p>
        {outdated ? (
          <p className={styles.aside}>A newer version of this volume is available.</p>
        ) : null}
        <div className={styles.actions}>
          {outdated ? <Button onClick={() => void download()}>Update download</Button> : null}
          <Button variant="secondary" onClick={() => void remove()}>
            Remove download
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.aside}>Keep this volume on this device to play it without internet.</p>
        <div className={styles.actions}>
          <Button onClick={() => void download()}>
            Download for offline{entry ? ` (${formatBytes(entry.bytes)})` : ''}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className={styles.download} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Play offline
      </h3>
      {body}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {persisted !== null ? (
        <p className={styles.aside} role="status">
          {persistNote(persisted)}
        </p>
      ) : null}
    </section>
  );
}
