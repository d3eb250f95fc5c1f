import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../local/keys';
import { createTestClient } from './harness';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const children: ChildProcess[] = [];
let dataDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The backend as `npm start` runs it, in its own process; resolves once it is healthy. */
async function startProcess(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/main.ts', '--port', String(port), '--data', dir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/_local/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`backend did not start: ${output}`);
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(async () => {
  await Promise.all(children.map(killHard));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps accounts, profiles and mail across a kill -9', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sprouts-backend-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    const first = await startProcess(port, dataDir);
    const email = `restart-${Date.now()}@example.test`;
    const client = createTestClient(url, ANON_KEY);
    const signUp = await client.auth.signUp({
      email,
      password: 'kept-across-restarts',
      options: { data: { name: 'Rita', grade: 'Nursery' } },
    });
    expect(signUp.error).toBeNull();
    const renamed = await client
      .from('profiles')
      .update({ name: 'Rita R.' })
      .eq('id', signUp.data.user?.id as string);
    expect(renamed.error).toBeNull();
    await killHard(first);

    await startProcess(port, dataDir);
    const again = createTestClient(url, ANON_KEY);
    const signIn = await again.auth.signInWithPassword({ email, password: 'kept-across-restarts' });
    expect(signIn.error).toBeNull();
    const profile = await again.from('profiles').select('name, grade').single();
    expect(profile.data).toEqual({ name: 'Rita R.', grade: 'Nursery' });
    const demo = await createTestClient(url, ANON_KEY).auth.signInWithPassword({
      email: 'demo@sprouts.test',
      password: 'sprouts-demo-123',
    });
    expect(demo.error).toBeNull();
    const mail = (await (await fetch(`${url}/_local/mail.json`)).json()) as { to: string[] }[];
    expect(mail.some((message) => message.to.includes(email))).toBe(true);
  }, 120_000);
});
