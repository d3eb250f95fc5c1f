import { useEffect, useState } from 'react';
import { countResults } from '@/db/on-demand';
import { onResultRecorded } from '@/db/result-events';
import { InstallOffer } from '@/pwa/install/InstallOffer';

/** Whether a round was ever finished on this device; false until known. */
function useRoundFinishedHere(): boolean {
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const stop = onResultRecorded(() => setFinished(true));
    countResults()
      .then((count) => {
        if (!cancelled && count > 0) setFinished(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return finished;
}

/**
 * The install offer on the pages a parent sees after the child space (a volume or subject page,
 * reached with the padlock) once a first round was finished on this device. Loaded on its own:
 * the device's results live in IndexedDB, which the first paint does not need.
 */
export default function AfterPlayInstallOffer() {
  // Above the page's own h1, so its title is no heading.
  return useRoundFinishedHere() ? <InstallOffer titleAs="p" /> : null;
}
