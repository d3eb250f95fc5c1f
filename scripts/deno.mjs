#!/usr/bin/env node
// Runs Deno (the edge functions' runtime), installing it into .tools/ on first use.
// Usage: node scripts/deno.mjs <deno arguments...>   e.g. node scripts/deno.mjs check supabase/functions/api/index.ts
//        node scripts/deno.mjs --print-path           installs if needed and prints the binary's path
// Exit code 3 means Deno is missing and the npm registry could not be reached to install it.
// Deno is not listed in package.json on purpose: its platform packages break `npm ci` elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DENO_VERSION = '2.9.6';
const root = fileURLToPath(new URL('..', import.meta.url));
const toolsDir = `${root}.tools`;
const denoBin = `${toolsDir}/node_modules/.bin/deno`;
const REGISTRY_UNREACHABLE = 3;
const NETWORK_ERRORS =
  /ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|network/i;

function installedVersion() {
  if (!existsSync(denoBin)) return undefined;
  const result = spawnSync(denoBin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? /deno (\S+)/.exec(result.stdout)?.[1] : undefined;
}

function install() {
  console.error(`Installing deno@${DENO_VERSION} into .tools/ ...`);
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `deno@${DENO_VERSION}`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status === 0 && installedVersion() === DENO_VERSION) return;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  console.error(output.trim());
  if (NETWORK_ERRORS.test(output)) {
    console.error(`Could not install deno@${DENO_VERSION}: the npm registry is unreachable.`);
    process.exit(REGISTRY_UNREACHABLE);
  }
  console.error(`Could not install deno@${DENO_VERSION}.`);
  process.exit(1);
}

if (installedVersion() !== DENO_VERSION) install();

const args = process.argv.slice(2);
if (args[0] === '--print-path') {
  console.log(denoBin);
  process.exit(0);
}

const run = spawnSync(denoBin, args, { stdio: 'inherit', cwd: process.cwd() });
if (run.error) {
  console.error(run.error.message);
  process.exit(1);
}
process.exit(run.status ?? 1);
