import { useEffect, useId, useState } from 'react';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { removeStoredPack, type StoredPackSummary } from '@/db';
import { GRADES } from '@/domain/grades';
import { Button } from '@/ui/Button';
import { IOS_EVICTION_NOTE, persistNote } from './persist-note';
import {
  formatBytes,
  isStoragePersisted,
  requestPersistentStorage,
  storageUse,
  type StorageUse,
} from './storage-facts';
import { SyncStatus } from './SyncStatus';
import { useStoredPacks } from './useStoredPacks';
import styles from './downloads.module.css';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function volumeName(pack: StoredPackSummary): string {
  const outline = VOLUME_OUTLINES[pack.grade][pack.volume];
  return `${GRADES[pack.grade].heading}, Volume ${pack.volume.slice(1)}: ${outline.title}`;
}

function StoredVolume({ pack }: { pack: StoredPackSummary }) {
  const [failed, setFailed] = useState(false);
  const name = volumeName(pack);
  const details = [
    pack.bytes ? formatBytes(pack.bytes) : null,
    `downloaded ${DATE.format(new Date(pack.downloadedAt))}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className={styles.item}>
      <div>
        <p className={styles.itemName}>{name}</p>
        <p className={styles.meta}>{details}</p>
        {failed ? (
          <p className={styles.meta} role="alert">
            It could not be removed. Please try again.
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        aria-label={`Remove download: ${name}`}
        onClick={() => {
          setFailed(false);
          removeStoredPack(pack.grade, pack.volume).catch(() => setFailed(true));
        }}
      >
        Remove download
      </Button>
    </li>
  );
}

/**
 * 'On this device': the downloaded volumes with 'Remove download', the storage Sprouts uses,
 * whether the browser keeps it safe (and a way to ask), Safari's eviction rule, and when the
 * progress was last synced. For the profile page and Parents Corner.
 */
export function DeviceStorage({
  userId,
  syncStatus = true,
}: {
  userId: string | null;
  /** Shows when progress was last synced (Parents Corner shows it with the progress instead). */
  syncStatus?: boolean;
}) {
  const packs = useStoredPacks();
  const [use, setUse] = useState<StorageUse | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [asked, setAsked] = useState(false);
  const titleId = useId();
  const packsKey = packs?.map((pack) => pack.key).join(',') ?? '';

  useEffect(() => {
    let cancelled = false;
    void storageUse().then((value) => {
      if (!cancelled) setUse(value);
    });
    void isStoragePersisted().then((value) => {
      if (!cancelled) setPersisted(value);
    });
    return () => {
      cancelled = true;
    };
  }, [packsKey]);

  async function askToKeep() {
    setAsked(true);
    setPersisted(await requestPersistentStorage());
  }

  return (
    <section className={styles.device} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        On this device
      </h2>

      <div className={styles.part}>
        <h3 className={styles.subtitle}>Downloaded volumes</h3>
        {packs === null ? null : packs.length === 0 ? (
          <p className={styles.aside}>
            No volumes are downloaded. Open volume 2, 3 or 4 of your child’s grade and choose
            Download for offline to play it without internet.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Downloaded volumes">
            {packs.map((pack) => (
              <StoredVolume key={pack.key} pack={pack} />
            ))}
          </ul>
        )}
      </div>

      <div className={styles.part}>
        <h3 className={styles.subtitle}>Storage</h3>
        {use ? (
          <p className={styles.aside}>
            Sprouts uses {formatBytes(use.usage)} on this device
            {use.quota ? ` (this browser allows up to ${formatBytes(use.quota)})` : ''}.
          </p>
        ) : null}
        {persisted !== null ? (
          <p className={styles.aside} role={asked ? 'status' : undefined}>
            {persistNote(persisted)}
          </p>
        ) : null}
        {persisted === false && !asked ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void askToKeep()}>
              Keep downloads on this device
            </Button>
          </div>
        ) : null}
        <p className={styles.aside}>{IOS_EVICTION_NOTE}</p>
      </div>

      {syncStatus ? (
        <div className={styles.part}>
          <h3 className={styles.subtitle}>Progress</h3>
          <SyncStatus userId={userId} />
        </div>
      ) : null}
    </section>
  );
}
