import { expect, test } from './support/csp';
import { AppShell } from './pages/AppShell';
import { ALL_PATHS } from './pages/routes';

test.describe('navbar at the 1150 px breakpoint', () => {
  test('collapses at 1150 px; the menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 1150, height: 800 });
    const shell = new AppShell(page);
    await shell.goto('/');

    await expect(shell.menuToggle).toBeVisible();
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.navLink('Curriculum')).toBeHidden();

    await shell.openMenu();
    await expect(shell.navLink('Curriculum')).toBeVisible();
    await expect(shell.navLink('Sign In')).toBeVisible();

    await shell.navLink('Curriculum').click();
    await expect(page).toHaveURL(/\/curriculum$/);
    await expect(shell.pageHeading()).toHaveText('Our Curriculum');
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.navLink('Curriculum')).toBeHidden();
  });

  test('Escape closes the open menu and returns focus to the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const shell = new AppShell(page);
    await shell.goto('/parents');
    await shell.openMenu();
    await page.keyboard.press('Escape');
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.menuToggle).toBeFocused();
    await expect(shell.navLink('Home')).toBeHidden();
  });

  test('is not collapsed at 1151 px', async ({ page }) => {
    await page.setViewportSize({ width: 1151, height: 800 });
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(shell.menuToggle).toBeHidden();
    for (const name of ['Home', 'Class', 'Curriculum', 'Parents Corner', 'Contact', 'Sign In']) {
      await expect(shell.navLink(name)).toBeVisible();
    }
    await expect(shell.navLink('Home')).toHaveAttribute('aria-current', 'page');
    // Opaque, so nothing scrolling beneath it has to be blurred on every frame.
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header).toHaveCSS('backdrop-filter', 'none');
  });
});

test.describe('skip link', () => {
  test('is the first stop on the keyboard and moves to the main content', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/curriculum');
    await page.keyboard.press('Tab');
    await expect(shell.skipLink).toBeFocused();
    await expect(shell.skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(shell.main).toBeFocused();
  });
});

const SCREENS = [
  { name: 'phone 360x740', width: 360, height: 740 },
  { name: 'tablet portrait 768x1024', width: 768, height: 1024 },
  { name: 'tablet landscape 1024x768', width: 1024, height: 768 },
] as const;

test.describe('no horizontal scrolling', () => {
  test(`on a ${SCREENS.map((screen) => screen.name).join(', ')}`, async ({ page }) => {
    // Every route once, looked at in each size: a resize costs far less than a page load.
    test.setTimeout(600_000);
    const shell = new AppShell(page);
    const overflowing: string[] = [];
    const lookAtEachSize = async (what: string) => {
      for (const screen of SCREENS) {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        if (await shell.hasHorizontalScroll()) overflowing.push(`${what} on a ${screen.name}`);
      }
    };
    await page.setViewportSize(SCREENS[0]);
    for (const path of ALL_PATHS) {
      await shell.goto(path);
      await lookAtEachSize(path);
    }
    await page.setViewportSize(SCREENS[0]);
    await shell.goto('/');
    await shell.openMenu();
    await lookAtEachSize('/ (menu open)');
    expect(overflowing).toEqual([]);
  });
});

test.describe('layout shift while a page loads', () => {
  // The page's own script arrives late on purpose, so its loading state is on screen first; so do
  // the fonts, so the text is first drawn in the fallback font.
  const PAGES = [
    { path: '/', chunk: /\/assets\/HomePage-[\w-]+\.js$/ },
    { path: '/subscribe', chunk: /\/assets\/SubscribePage-[\w-]+\.js$/ },
    { path: '/class/k1/v1', chunk: /\/assets\/VolumeOverviewPage-[\w-]+\.js$/ },
  ];
  for (const { path, chunk } of PAGES) {
    test(`${path}: the footer stays below the fold until the page arrives`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.route(chunk, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      const shell = new AppShell(page);
      await shell.recordLayoutShifts();
      await shell.goto(path);
      await expect(shell.main.getByRole('status')).toHaveCount(0);
      // 0.1 is the line between a good and a poor cumulative layout shift.
      expect(await shell.layoutShift()).toBeLessThan(0.1);
    });
  }

  test('/profile for a visitor: the short sign-in page takes over without moving the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const shell = new AppShell(page);
    await shell.recordLayoutShifts();
    await shell.goto('/profile');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(shell.main.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    expect(await shell.layoutShift()).toBeLessThan(0.1);
  });
});
