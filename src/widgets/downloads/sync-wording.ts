/** What the sync status says, from the last sync and the results still on the device. */

export interface SyncBacklog {
  waiting: number;
  refused: number;
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const NOTHING_TO_SYNC =
  'Nothing has been played on this device yet, so there is nothing to sync. Results from your other devices are in your account.';

/**
 * The sentences of the sync status. A device that never synced and holds no results says so
 * plainly instead of 'not yet', which read as a fault; nothing is said before the backlog is
 * known.
 */
export function syncWording(lastSynced: string | null, backlog: SyncBacklog | null): string[] {
  if (!backlog) return lastSynced ? [`Last synced: ${WHEN.format(new Date(lastSynced))}`] : [];
  const lines: string[] = [];
  const nothingHere = backlog.waiting === 0 && backlog.refused === 0;
  if (lastSynced) lines.push(`Last synced: ${WHEN.format(new Date(lastSynced))}`);
  else if (nothingHere) return [NOTHING_TO_SYNC];
  if (backlog.waiting === 0) {
    if (lastSynced) lines.push('Every result played on this device is saved to your account.');
  } else {
    lines.push(
      `${backlog.waiting} ${backlog.waiting === 1 ? 'result is' : 'results are'} waiting to be saved to your account. They are sent when this device is online.`,
    );
  }
  if (backlog.refused > 0) {
    lines.push(
      `${backlog.refused === 1 ? 'One result was' : `${backlog.refused} results were`} refused by the server and ${backlog.refused === 1 ? 'stays' : 'stay'} on this device only.`,
    );
  }
  return lines;
}
