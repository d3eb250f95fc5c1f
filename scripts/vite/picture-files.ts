import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PICTURES } from '../../src/domain/pictures/pictures.generated.ts';

/** The module that maps each picture name to the URL of its SVG file. */
export const PICTURE_URLS_MODULE = 'virtual:sprouts/picture-urls';
const RESOLVED_ID = `\0${PICTURE_URLS_MODULE}`;
const PICTURE_DIR = 'assets/pictures';
const SAFE_NAME = /^[a-z0-9][a-z0-9-]*$/;
const HASH_LENGTH = 6;

/**
 * `assets/pictures/<name>-<content hash>.svg`: a new picture gets a new URL. Six characters of
 * hash (36 bits) tell one version of a picture from the next; the name keeps files apart.
 */
export function pictureFileName(name: string, svg: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Picture name '${name}' cannot be a file name`);
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, HASH_LENGTH);
  return `${PICTURE_DIR}/${name}-${hash}.svg`;
}

/** Picture name -> file name inside the build, for every picture. */
export function pictureFiles(pictures: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(
    Object.keys(pictures)
      .sort()
      .map((name) => [name, pictureFileName(name, pictures[name] as string)]),
  );
}

/**
 * The source of the picture-URL module: one small map instead of every picture's markup. It
 * ships as one string of names and hashes, which the module turns into URLs: every play page
 * loads it, and the URLs written out in full were half as large again.
 */
export function pictureUrlsSource(files: ReadonlyMap<string, string>, base: string): string {
  const prefix = `${base}${PICTURE_DIR}/`;
  const entries = [...files].map(([name, file]) => {
    const hash = file.slice(-'.svg'.length - HASH_LENGTH, -'.svg'.length);
    if (file !== `${PICTURE_DIR}/${name}-${hash}.svg`) {
      throw new Error(`Picture file '${file}' is not named after '${name}'`);
    }
    return `${name}:${hash}`;
  });
  return [
    `const urls = {};`,
    `for (const entry of ${JSON.stringify(entries.join(' '))}.split(' ')) {`,
    `  const [name, hash] = entry.split(':');`,
    `  urls[name] = ${JSON.stringify(prefix)} + name + '-' + hash + '.svg';`,
    `}`,
    `export default urls;`,
    ``,
  ].join('\n');
}

/** The picture a dev-server request path asks for, or undefined. */
export function pictureForPath(
  path: string,
  files: ReadonlyMap<string, string>,
  base: string,
): string | undefined {
  for (const [name, file] of files) if (path === `${base}${file}`) return name;
  return undefined;
}

/**
 * Each picture of the word bank as an SVG file of its own (precached by the service worker like
 * every other asset), and `virtual:sprouts/picture-urls` naming their URLs: a page loads only
 * the pictures it shows, instead of a script holding all of them, and a prerendered page can
 * show them before any script runs.
 */
export function pictureFilesPlugin({ emitFiles = true }: { emitFiles?: boolean } = {}): Plugin {
  const files = pictureFiles(PICTURES);
  let base = '/';
  return {
    name: 'sprouts:picture-files',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === PICTURE_URLS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? pictureUrlsSource(files, base) : undefined;
    },
    generateBundle() {
      if (!emitFiles || this.environment.config.consumer !== 'client') return;
      for (const [name, fileName] of files) {
        this.emitFile({ type: 'asset', fileName, source: PICTURES[name] as string });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        const name = pictureForPath(path, files, base);
        if (name === undefined) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(PICTURES[name]);
      });
    },
  };
}
