import PICTURE_URLS from 'virtual:sprouts/picture-urls';

export { picturesIn } from '@/domain/pictures/pictures-in';

/*
 * Every picture is an SVG file of its own (see scripts/vite/picture-files.ts): a page fetches
 * only the pictures it shows, and the service worker keeps all of them for offline play.
 */

/** The URL of a picture's file, or null when there is no such picture. */
export function pictureUrl(name: string): string | null {
  return Object.hasOwn(PICTURE_URLS, name) ? (PICTURE_URLS[name] ?? null) : null;
}

/** Asks the browser for the pictures a round will show, so each item appears whole. */
export function preloadPictures(names: Iterable<string>): void {
  if (typeof Image === 'undefined') return;
  for (const name of names) {
    const url = pictureUrl(name);
    if (url) new Image().src = url;
  }
}
