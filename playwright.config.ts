import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

/**
 * End-to-end tests run against the production build served by `vite preview`, talking to
 * the embedded backend. Ports and the build folder can be moved (E2E_APP_PORT,
 * E2E_BACKEND_PORT, E2E_OUT_DIR) so that several runs can share a machine.
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54321);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
export const appUrl = `http://127.0.0.1:${appPort}`;
export const backendUrl = `http://127.0.0.1:${backendPort}`;

const skipBuild = process.env.E2E_SKIP_BUILD === '1';
const build = skipBuild ? '' : `npx vite build --outDir ${outDir} --emptyOutDir && `;

export default defineConfig({
  testDir: './e2e',
  // Reads Playwright's own Chromium flags, so that no page opens the address bar's pop-ups.
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A hang detector, not a speed check: a whole round of play takes 20-60 s on a busy two-core
  // machine, and tests that visit every page or play many rounds call test.slow() on top.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: [
    ...(existsSync('supabase/local/main.ts')
      ? [
          {
            command: `node --import tsx supabase/local/main.ts --port ${backendPort} --memory --app-url ${appUrl}`,
            url: `${backendUrl}/_local/health`,
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
    {
      command: `${build}npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: appUrl,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { VITE_SUPABASE_URL: backendUrl },
    },
  ],
});
