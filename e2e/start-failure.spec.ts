import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import { AppShell } from './pages/AppShell';

/** The app's entry module, which every page imports first. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Cuts the connection for the first `failures` requests of the entry module, as a dropped
 * connection does while a page loads; returns how many times the page asked for it.
 */
async function dropEntry(page: Page, failures: number): Promise<() => number> {
  let asked = 0;
  await page.route(ENTRY, async (route) => {
    asked += 1;
    if (asked <= failures) await route.abort('internetdisconnected');
    else await route.continue();
  });
  return () => asked;
}

/** Counts the documents the page loads from here on: each reload is one more. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  return () => documents;
}

const STATUS =
  'Sprouts could not finish loading. Please check your internet connection and try again.';

test.describe('when the app’s code cannot be fetched', () => {
  for (const { path, kind } of [
    { path: '/signin', kind: 'the app shell' },
    { path: '/', kind: 'a prerendered page' },
  ]) {
    test(`${kind} (${path}) reloads itself once and starts`, async ({ page }) => {
      const entryRequests = await dropEntry(page, 1);
      const documents = countDocuments(page);
      const shell = new AppShell(page);
      await page.goto(path);
      await shell.waitForApp();
      await expect(shell.pageHeading()).toBeVisible();
      expect(entryRequests()).toBe(2);
      expect(documents()).toBe(2);
      await expect(page.getByRole('alert').filter({ hasText: STATUS })).toHaveCount(0);
    });
  }

  test('when the reload fails too, the page says so, and Try Again starts the app', async ({
    page,
  }) => {
    const entryRequests = await dropEntry(page, 2);
    const documents = countDocuments(page);
    const shell = new AppShell(page);
    await page.goto('/signin');
    const status = page.getByRole('alert').filter({ hasText: STATUS });
    await expect(status).toBeVisible();
    // One automatic reload, no more: the message stays until the parent asks.
    expect(entryRequests()).toBe(2);
    expect(documents()).toBe(2);

    await status.getByRole('button', { name: 'Try Again' }).click();
    await shell.waitForApp();
    await expect(shell.pageHeading()).toHaveText('Sign In');
    await expect(status).toHaveCount(0);
    expect(entryRequests()).toBe(3);
    expect(documents()).toBe(3);
  });

  test('a prerendered page stays readable under the message', async ({ page }) => {
    await dropEntry(page, 2);
    const shell = new AppShell(page);
    await page.goto('/');
    const status = page.getByRole('alert').filter({ hasText: STATUS });
    await expect(status).toBeVisible();
    await expect(shell.pageHeading()).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .include('[role="alert"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await expect(
      shell.mainNav.getByRole('button', { name: 'Menu', includeHidden: true }),
    ).toBeDisabled();
  });
});

// The script it adds from elsewhere is refused by the CSP, which is what fails it.
test.use({ expectedCspViolations: ['http://127.0.0.2:9/extension.js'] });
test('a failing module script from elsewhere, such as an extension’s, is left alone', async ({
  page,
}) => {
  const documents = countDocuments(page);
  const shell = new AppShell(page);
  await shell.goto('/signin');
  const failed = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement('script');
        script.type = 'module';
        // Port 9 (discard): nothing answers there.
        script.src = 'http://127.0.0.2:9/extension.js';
        script.addEventListener('error', () => resolve(true));
        script.addEventListener('load', () => resolve(false));
        document.head.append(script);
      }),
  );
  expect(failed).toBe(true);
  // The error event has passed index.html's listener (it listens in the capture phase, before
  // the script's own): had it reacted, it would have noted a reload, and be reloading or
  // showing the message.
  expect(await page.evaluate(() => sessionStorage.getItem('sprouts.startRetry'))).toBeNull();
  await expect(shell.pageHeading()).toHaveText('Sign In');
  await expect(page.getByRole('alert').filter({ hasText: STATUS })).toHaveCount(0);
  expect(documents()).toBe(1);
});
