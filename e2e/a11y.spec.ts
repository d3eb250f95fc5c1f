import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import { AppShell } from './pages/AppShell';
import { ALL_PATHS } from './pages/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const path of ALL_PATHS) {
    test(`${path} has no violations`, async ({ page }) => {
      const shell = new AppShell(page);
      await shell.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const shell = new AppShell(page);
    await shell.goto('/class/k1/v1');
    await shell.openMenu();
    expect(await violations(page)).toEqual([]);
  });
});
