import { describe, expect, it } from 'vitest';
import { APP_SHELL_FILE } from '../../../scripts/vite/prerender-html';
import { APP_SHELL, NOT_THE_APP } from './routes';

describe("the service worker's addresses", () => {
  it('falls back to the app shell the build writes', () => {
    expect(APP_SHELL).toBe(`/${APP_SHELL_FILE}`);
  });

  it("leaves the local backend's and Supabase's addresses to the network", () => {
    const ours = (path: string) => !NOT_THE_APP.some((pattern) => pattern.test(path));
    expect(
      ['/_local/mail', '/auth/v1/token', '/rest/v1/profiles', '/functions/v1/api'].filter(ours),
    ).toEqual([]);
    expect(['/', '/class/k1/v1', '/contact', '/authors'].every(ours)).toBe(true);
  });
});
