/**
 * The embedded backend (supabase/local) in a child process, for browser-like (jsdom) tests
 * that run the app's real supabase-js client against it: point VITE_SUPABASE_URL at `url`
 * before the app's modules load (in vi.hoisted). The mailbox is read over HTTP. Run from the
 * repository root, as vitest does.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface MailSummary {
  id: string;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; size: number }[];
}

export interface SpawnedBackend {
  url: string;
  /** Messages in the mailbox, newest first. */
  mail(): Promise<MailSummary[]>;
  /** The bytes of a message's attachment. */
  attachment(messageId: string, index: number): Promise<Uint8Array>;
  clearMail(): Promise<void>;
  close(): Promise<void>;
}

const STARTUP_MS = 90_000;

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`No backend after ${STARTUP_MS} ms:\n${output}`)),
      STARTUP_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Backend\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The backend exited (${code}):\n${output}`));
    });
  });
}

export async function spawnBackend(): Promise<SpawnedBackend> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/main.ts', '--port', '0', '--memory'],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Never outlive the test process.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const url = await waitForUrl(child);
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${url}${path}`, init);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    url,
    mail: () => json<MailSummary[]>('/_local/mail.json'),
    async attachment(messageId, index) {
      const response = await fetch(`${url}/_local/mail/${messageId}/attachments/${index}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async clearMail() {
      await fetch(`${url}/_local/mail`, { method: 'DELETE' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        process.off('exit', stop);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
