import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import { AppShell } from './pages/AppShell';
import { ALL_PATHS } from './pages/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every route, a subject page and a topic page before its round starts. */
const PATHS = [...ALL_PATHS, '/class/k1/v1/english', '/class/k1/v1/english/first-sight-words'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test('every route has no violations', async ({ page }) => {
    // One page walks every route: a page per route would spend most of its time starting up.
    test.setTimeout(600_000);
    const shell = new AppShell(page);
    const found: Record<string, Awaited<ReturnType<typeof violations>>> = {};
    for (const path of PATHS) {
      await shell.goto(path);
      found[path] = await violations(page);
    }
    expect(found).toEqual(Object.fromEntries(PATHS.map((path) => [path, []])));
  });

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const shell = new AppShell(page);
    await shell.goto('/class/k1/v1');
    await shell.openMenu();
    expect(await violations(page)).toEqual([]);
  });
});
