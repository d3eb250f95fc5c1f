// Finds paid content (volumes 2 to 4) in a production build. Paid packs reach a browser only
// through the `api` function, for subscribers: their text must never ship in the app's files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Strings that only a paid pack has: its topics' ids (quoted in each way a bundler writes them) and
 * its descriptions and instructions, leaving out any that the free packs or the public text
 * (volume outlines) also contain.
 */
export function paidMarkers(packs, publicText) {
  const free = packs.filter((pack) => pack.volume === 'v1');
  const known = `${free.map((pack) => JSON.stringify(pack)).join('\n')}\n${publicText}`;
  const markers = new Map();
  for (const pack of packs.filter((entry) => entry.volume !== 'v1')) {
    const texts = new Set();
    const ids = new Set();
    for (const subject of Object.values(pack.subjects)) {
      for (const topic of subject.topics) {
        ids.add(topic.id);
        texts.add(topic.description);
        texts.add(topic.instructions);
      }
      texts.add(subject.assessment.instructions);
    }
    const own = [
      ...[...ids]
        .filter((id) => !known.includes(JSON.stringify(id)))
        .flatMap((id) => [`"${id}"`, `'${id}'`, `\`${id}\``]),
      ...[...texts].filter((text) => text.length >= 12 && !known.includes(text)),
    ];
    markers.set(`${pack.grade}/${pack.volume}`, own);
  }
  return markers;
}

/** Every text file of a build folder: path (relative) -> content. */
export function readBuild(dir) {
  const files = new Map();
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|mjs|css|html|json|webmanifest|txt|svg|map)$/.test(name)) {
        files.set(relative(dir, path), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}

/** `{pack, marker, file}` for every paid marker found in the files. */
export function findPaidContent(files, markers) {
  const hits = [];
  for (const [pack, list] of markers) {
    for (const marker of list) {
      for (const [file, text] of files) {
        if (text.includes(marker)) hits.push({ pack, marker, file });
      }
    }
  }
  return hits;
}
