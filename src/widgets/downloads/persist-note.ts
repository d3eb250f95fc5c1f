/** What a parent is told about the browser's promise to keep downloads. */
export function persistNote(persisted: boolean): string {
  return persisted
    ? 'This browser will keep your downloads until you remove them.'
    : 'This browser may remove downloads if the device runs low on space. Installing Sprouts on the home screen helps keep them.';
}

/** Safari's rule for sites not opened for a while, for parents on iPhone and iPad. */
export const IOS_EVICTION_NOTE =
  'On iPhone and iPad, Safari deletes the data of websites that have not been opened for about seven days, downloads and unsynced progress included. Add Sprouts to the Home Screen and open it now and then to keep them; progress synced to your account is never lost.';
