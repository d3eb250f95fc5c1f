import type { PictureFiles, PictureSource } from './rasterizer';

/** Asks for one file; `fetch` in a browser or a worker. */
export type FetchFile = (url: string) => Promise<Response>;

/**
 * The pictures as the app's own SVG files (name -> URL, from `virtual:sprouts/picture-urls`):
 * a PDF fetches only the pictures it prints, from the service worker's cache when offline,
 * and each file is read once per page or worker. A name with no file is left out, as the
 * compiled-in set leaves out a name it does not have.
 */
export function pictureFiles(
  urls: Readonly<Record<string, string>>,
  read: FetchFile = (url) => fetch(url),
): PictureFiles {
  // Read when a file is fetched: a page's address, or a worker's (the app's own origin).
  const base = () => globalThis.location?.href ?? 'http://localhost/';
  const kept = new Map<string, Promise<string>>();
  const fileOf = (name: string, url: string): Promise<string> => {
    let text = kept.get(name);
    if (!text) {
      text = read(new URL(url, base()).href).then(async (response) => {
        if (!response.ok) throw new Error(`The picture '${name}' could not be read`);
        return response.text();
      });
      // A failed read is tried again by the next PDF, not remembered.
      text.catch(() => kept.delete(name));
      kept.set(name, text);
    }
    return text;
  };
  return {
    async load(names) {
      const svgs = new Map<string, string>();
      await Promise.all(
        names.map(async (name) => {
          const url = Object.hasOwn(urls, name) ? urls[name] : undefined;
          if (url) svgs.set(name, await fileOf(name, url));
        }),
      );
      const source: PictureSource = (name) => svgs.get(name);
      return source;
    },
  };
}
