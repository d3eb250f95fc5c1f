import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';

/**
 * A headed Chromium for what a headless one cannot show (the print preview). Under a display it
 * opens there; without one it starts its own virtual display (Debian's `xvfb`), so the tests
 * that need it run in every `npm test`, CI included.
 */
export interface HeadedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

const XVFB = '/usr/bin/Xvfb';

/** Starts Xvfb on the first free display and resolves with that display's name. */
function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  if (!existsSync(XVFB)) {
    throw new Error(
      `The print preview test needs a headed browser: install Debian's xvfb (${XVFB} is missing).`,
    );
  }
  // -displayfd: Xvfb picks a free display and writes its number to that descriptor once ready.
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1366x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      const number = /^(\d+)\n/.exec(written)?.[1];
      if (number !== undefined) resolve({ display: `:${number}`, xvfb });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it was ready`)));
  });
}

/** A headed Chromium launched with the project's options (its executable and flags). */
export async function launchHeaded(options: LaunchOptions): Promise<HeadedBrowser> {
  const own = process.env.DISPLAY ? null : await startDisplay();
  const display = own?.display ?? process.env.DISPLAY;
  try {
    const browser = await chromium.launch({
      ...options,
      headless: false,
      env: { ...process.env, ...options.env, DISPLAY: display },
    });
    return {
      browser,
      close: async () => {
        await browser.close();
        own?.xvfb.kill();
      },
    };
  } catch (error) {
    own?.xvfb.kill();
    throw error;
  }
}
