#!/usr/bin/env node
// `npm start`: the app (Vite, http://127.0.0.1:5173) and the embedded backend
// (supabase/local, http://127.0.0.1:54321) together, their output prefixed [app] / [backend].
// Ctrl-C stops both. With VITE_SUPABASE_URL pointing at a hosted project, only the app runs.
// SPROUTS_APP_PORT and SPROUTS_BACKEND_PORT move the two servers to other ports.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const appPort = Number(process.env.SPROUTS_APP_PORT ?? 5173);
const appUrl = `http://127.0.0.1:${appPort}`;
const backendPort = Number(process.env.SPROUTS_BACKEND_PORT ?? 54321);
const configuredUrl = process.env.VITE_SUPABASE_URL?.trim();
const usesLocalBackend =
  !configuredUrl || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(configuredUrl);

const children = new Map();
let stopping = false;

function pipeLines(stream, prefix, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
}

function run(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(child.stdout, `[${name}]`, process.stdout);
  pipeLines(child.stderr, `[${name}]`, process.stderr);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  // Whatever has not stopped after a few seconds is killed.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForBackend(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(`${url}/_local/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const backendUrl = `http://127.0.0.1:${backendPort}`;
if (usesLocalBackend) {
  run('backend', [
    '--import',
    'tsx',
    'supabase/local/main.ts',
    '--port',
    String(backendPort),
    '--app-url',
    appUrl,
  ]);
} else {
  console.log(
    `Using the Supabase project at ${configuredUrl}; the embedded backend is not started.`,
  );
}
run('app', [viteBin, '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'], {
  ...(usesLocalBackend && !configuredUrl && backendPort !== 54321
    ? { VITE_SUPABASE_URL: backendUrl }
    : {}),
});

if (usesLocalBackend && (await waitForBackend(backendUrl, 60_000))) {
  console.log(
    `\nOpen the app at ${appUrl} (mailbox: ${backendUrl}/_local/mail). Ctrl-C stops both.\n`,
  );
} else if (!usesLocalBackend) {
  console.log(`\nOpen the app at ${appUrl}. Ctrl-C stops it.\n`);
}
