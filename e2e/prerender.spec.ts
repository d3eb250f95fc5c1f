import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from './support/csp';
import { GRADE_SLUGS } from '../src/domain/grades';
import { DEMO_PARENT, SignInPage } from './pages/account-pages';
import { AppShell } from './pages/AppShell';

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/** The addresses the build prerendered, from the HTML files it wrote. */
function prerenderedPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'assets') walk(file);
      } else if (name.endsWith('.html') && name !== 'app-shell.html') {
        const path = `/${relative(OUT_DIR, file).replace(/\.html$/, '')}`;
        paths.push(path === '/index' ? '/' : path);
      }
    }
  };
  walk(OUT_DIR);
  return paths.sort();
}

/**
 * Every prerendered page but the topics, and the first two topic pages of each grade and subject:
 * the topic pages share one template, and each page costs a start of the app.
 */
function pagesToTakeOver(): string[] {
  const topicsSeen = new Map<string, number>();
  return prerenderedPaths().filter((path) => {
    const segments = path.split('/').filter(Boolean);
    if (segments.length !== 5) return true;
    const subject = segments.slice(0, 4).join('/');
    const seen = (topicsSeen.get(subject) ?? 0) + 1;
    topicsSeen.set(subject, seen);
    return seen <= 2;
  });
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test.describe('prerendered pages', () => {
  test('show their content, styled, before any script has run', async ({ browser }) => {
    // A phone's width, where the menu button shows.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const shell = new AppShell(page);

    await page.goto('/');
    await expect(shell.pageHeading()).toHaveText('Preschool Through Kindergarten');
    await expect(shell.accountLink()).toHaveText('Sign In');
    expect(await shell.pageHeading().evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(
      /Lexend/,
    );

    await page.goto('/class/k1/v1');
    await expect(page).toHaveTitle('Volume 1: Beginning Sounds and Numbers to 20 · Sprouts');
    await expect(shell.pageHeading()).toHaveText('Kindergarten - 1');
    await expect(shell.main.getByRole('link', { name: /Beginning Sounds: s, a, t/ })).toBeVisible();

    await page.goto('/class/k1/v1/maths/add-within-5');
    await expect(page).toHaveTitle('Adding within 5 · Sprouts');
    await expect(shell.main.getByRole('heading', { name: 'Adding within 5' })).toBeVisible();
    // Nothing to tap that would do nothing: the buttons wait for the app.
    await expect(shell.main.getByRole('button', { name: 'Tap to start' })).toBeDisabled();
    await expect(shell.menuToggle).toBeDisabled();

    await page.goto('/subscribe');
    await expect(page).toHaveTitle('Subscribe · Sprouts');
    await expect(shell.pageHeading()).toHaveText('Subscribe to Sprouts');
    await context.close();
  });

  test('fall back to a system font, not to more Lexend files, when the cut ones come late', async ({
    page,
  }) => {
    // Past `font-display: optional`'s short wait, as on a slow device or a busy worker.
    await page.route(/\/lexend-app-\d+-[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const others: string[] = [];
    const cutArrived = new Set<string>();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.endsWith('.woff2') && !file.startsWith('lexend-app-')) others.push(file);
    });
    page.on('requestfinished', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.startsWith('lexend-app-')) cutArrived.add(file);
    });
    await page.goto('/class/k1/v1/maths/add-within-5');
    await expect(page.getByRole('heading', { name: 'Adding within 5' })).toBeVisible();
    await expect.poll(() => cutArrived.size).toBe(3);
    // @fontsource's faces claim only the letters the cut files lack (font-range-without.ts).
    expect(others).toEqual([]);
  });

  // In groups, each with its own time budget: one test for all 60-odd pages outgrew it on a busy
  // machine.
  const grades = GRADE_SLUGS.map((grade) => ({
    name: `the ${grade} pages`,
    holds: (path: string) => path.startsWith(`/class/${grade}`),
  }));
  const groups = [
    ...grades,
    { name: 'the other pages', holds: (path: string) => !grades.some((g) => g.holds(path)) },
  ];
  for (const group of groups) {
    test(`${group.name} are taken over in place by the app, without a console error`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      // The current page's: not errors of themselves (leaving a page cancels what it was
      // fetching), but what would explain an app that did not start.
      const failedRequests: string[] = [];
      page.on('requestfailed', (request) =>
        failedRequests.push(`${request.url()} (${request.failure()?.errorText})`),
      );
      // The heading the browser parsed, remembered before the app starts.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as { parsedHeading?: Element | null }).parsedHeading =
            document.querySelector('h1');
        });
      });
      const shell = new AppShell(page);
      expect(prerenderedPaths().length).toBeGreaterThan(50);
      const paths = pagesToTakeOver().filter(group.holds);
      expect(paths.length).toBeGreaterThan(5);
      let partsNamed = 0;
      for (const path of paths) {
        await test.step(path, async () => {
          failedRequests.length = 0;
          await page.goto(path);
          await shell.waitForApp().catch((error: unknown) => {
            const seen =
              [...errors, ...failedRequests].join(' | ') || 'no error, no failed request';
            throw new Error(`${path}: the app did not take the page over (${seen})`, {
              cause: error,
            });
          });
          const kept = await page.evaluate(() => {
            const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
            return (
              parsed !== null && parsed === document.querySelector('h1') && parsed?.isConnected
            );
          });
          expect(kept, `${path} kept its markup`).toBe(true);
          // The page's own styles come in one stylesheet; the parts it names (disabled links)
          // are not fetched again when the app loads their chunks.
          const parts = await page.evaluate(() => {
            const fetched = new Set(performance.getEntriesByType('resource').map((r) => r.name));
            const named = [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(
              (link) => (link as HTMLLinkElement).href,
            );
            return { named: named.length, fetched: named.filter((href) => fetched.has(href)) };
          });
          expect(parts.fetched, `${path} fetched a part of its stylesheet`).toEqual([]);
          partsNamed += parts.named;
        });
      }
      expect(partsNamed, 'pages name the parts of their stylesheet').toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }

  test('show a signed-in parent their own page once the app has started', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(DEMO_PARENT.email, DEMO_PARENT.password);
    const shell = new AppShell(page);
    await expect(shell.accountLink()).toHaveText('My Profile');
    // A volume page reads the subscription and keeps it on the device.
    await shell.goto('/class/k1/v1');
    const cached = () => page.evaluate(() => localStorage.getItem('subscriptionStatus') !== null);
    await expect.poll(cached).toBe(true);

    // Prerendered for visitors; the parent's state follows once the page has hydrated.
    await shell.goto('/class/nursery/v1');
    await expect(shell.accountLink()).toHaveText('My Profile');
    await shell.goto('/subscribe');
    await expect(shell.accountLink()).toHaveText('My Profile');
    // Hydration showed a visitor for one render: that is not a sign-out.
    expect(await cached()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('leave every other address to the app shell', async ({ page, request }) => {
    const html = (path: string) =>
      request.get(path, { headers: { accept: 'text/html' } }).then((response) => response.text());
    expect(await html('/class/k1/v1')).toContain('data-prerendered="/class/k1/v1"');
    expect(await html('/profile')).toContain('<div id="root"></div>');
    expect(await html('/class/k1/v2')).toContain('<div id="root"></div>');

    const shell = new AppShell(page);
    await shell.goto('/class/k1/v2');
    await expect(shell.pageHeading()).toHaveText('Kindergarten - 1');
    await shell.goto('/signin');
    await expect(shell.pageHeading()).toHaveText('Sign In');
  });

  test('load no chunk that only re-exports another (scripts/vite/dynamic-facades.ts)', () => {
    const assets = join(OUT_DIR, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const facades = scripts.filter((name) =>
      /^export\s*\{[^}]*\}\s*from\s*["'`][^"'`]+["'`];?\s*$/.test(
        readFileSync(join(assets, name), 'utf8').trim(),
      ),
    );
    expect(scripts.length).toBeGreaterThan(50);
    expect(facades).toEqual([]);
  });

  test('start with scripts V8 compiles as they stream in (scripts/vite/compile-hints.ts)', () => {
    const hinted = (file: string) =>
      readFileSync(join(OUT_DIR, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    const topic = readFileSync(join(OUT_DIR, 'class/k1/v1/maths/add-within-5.html'), 'utf8');
    const start =
      /<script async src="\/start\.js" data-entry="([^"]+)" data-preloads="([^"]+)"/.exec(topic);
    const scripts = [start?.[1] ?? '', ...(start?.[2] ?? '').split(' ')].map((url) => url.slice(1));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((file) => !hinted(file))).toEqual([]);
    // What no page starts with stays compiled on demand: most of it never runs when it loads.
    const assets = readdirSync(join(OUT_DIR, 'assets'));
    const passwordCheck = assets.find((name) => name.startsWith('password-guessability-'));
    expect(passwordCheck && hinted(`assets/${passwordCheck}`)).toBe(false);
  });
});
