/**
 * The production build served by `vite preview` with the embedded backend beside it, on ports
 * of their own so a benchmark never meets a running `npm start` or test run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export interface BenchServers {
  appUrl: string;
  backendUrl: string;
  outDir: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  appPort: number;
  backendPort: number;
  outDir: string;
  /** Reuse the build already in outDir. */
  skipBuild: boolean;
}

async function waitFor(url: string, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Detached: each server leads its own process group, so stopping it also stops what it spawned.
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export function buildApp(outDir: string, backendUrl: string): void {
  console.error(`bench: building the app into ${outDir} ...`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_SUPABASE_URL: backendUrl },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

export async function startServers(options: ServerOptions): Promise<BenchServers> {
  const appUrl = `http://127.0.0.1:${options.appPort}`;
  const backendUrl = `http://127.0.0.1:${options.backendPort}`;
  if (!options.skipBuild) buildApp(options.outDir, backendUrl);
  const backend = start(
    'node',
    [
      '--import',
      'tsx',
      'supabase/local/main.ts',
      '--port',
      String(options.backendPort),
      '--memory',
      '--app-url',
      appUrl,
    ],
    {},
  );
  const preview = start(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      options.outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(options.appPort),
      '--strictPort',
    ],
    {},
  );
  const stop = async () => {
    await Promise.all([stopProcess(backend), stopProcess(preview)]);
  };
  try {
    await waitFor(`${backendUrl}/_local/health`, 'the embedded backend');
    await waitFor(appUrl, 'vite preview');
  } catch (error) {
    await stop();
    throw error;
  }
  return { appUrl, backendUrl, outDir: options.outDir, stop };
}
