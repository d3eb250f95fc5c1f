import { test as plain } from '@playwright/test';
import { BACKEND_URL } from './pages/mailbox';
import { expect, test, watchCsp, type CspWatch } from './support/csp';

/** A page of each kind: prerendered, the app shell, and a volume page with its own chunks. */
const PAGES = ['/', '/signin', '/class/k1/v1', '/parents'];

test.describe('security headers', () => {
  for (const path of [...PAGES, '/sw.js', '/manifest.webmanifest', '/start.js']) {
    test(`${path} is served with the CSP and the other security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain(`script-src 'self' ${BACKEND_URL};`);
      expect(policy).toContain(`connect-src 'self' blob: ${BACKEND_URL};`);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

  test('no page holds an inline script', async ({ request }) => {
    for (const path of PAGES) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !/\ssrc=/.test(tag)),
        path,
      ).toEqual([]);
    }
  });
});

// Without the failing fixture: this test makes violations on purpose, to see them caught.
plain('a violation in the page or in a frame is caught and reported', async ({ context, page }) => {
  const watch: CspWatch = { violations: [], consoleReports: [] };
  await watchCsp(context, watch);
  await page.goto('/signin');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    const frame = document.createElement('iframe');
    frame.src = 'https://example.invalid/';
    document.body.append(frame);
  });
  await expect
    .poll(() => watch.violations.map((violation) => violation.directive).sort())
    .toEqual(['frame-src', 'script-src-elem']);
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  expect(watch.consoleReports.length).toBeGreaterThanOrEqual(2);
});
