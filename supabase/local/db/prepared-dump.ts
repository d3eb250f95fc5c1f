import { createHash } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpPreparedDatabase, migrationsDir } from './database';

const bootstrapFile = fileURLToPath(new URL('../sql/bootstrap.sql', import.meta.url));
const pgliteManifest = fileURLToPath(
  new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

/** A fingerprint of everything a prepared database is made from. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(pgliteManifest, 'utf8'));
  hash.update(await readFile(bootstrapFile, 'utf8'));
  for (const file of (await readdir(migrationsDir)).sort()) {
    hash.update(file);
    hash.update(await readFile(join(migrationsDir, file), 'utf8'));
  }
  return hash.digest('hex').slice(0, 16);
}

let cached: Promise<Blob> | undefined;

/**
 * A database with the bootstrap and every migration applied, as a gzip dump for
 * `openDatabase({ loadDataDir })`. Kept in the system's temp folder under a fingerprint of the
 * SQL, so parallel test processes build it once and a changed migration builds a new one.
 */
export function preparedDatabaseDump(): Promise<Blob> {
  cached ??= (async () => {
    const file = join(tmpdir(), `sprouts-prepared-db-${await fingerprint()}.tar.gz`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const dump = await dumpPreparedDatabase();
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return cached;
}
