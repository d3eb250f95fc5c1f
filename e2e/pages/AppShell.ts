import { expect, type Locator, type Page } from '@playwright/test';

/** The parts of the layout every page shares: header and menu, breadcrumb, main, footer. */
export class AppShell {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly menuToggle: Locator;
  readonly breadcrumb: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly skipLink: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').first();
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.menuToggle = this.mainNav.getByRole('button', { name: 'Menu' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.main = page.locator('main#main');
    this.footer = page.getByRole('contentinfo');
    this.skipLink = page.getByRole('link', { name: 'Skip to main content' });
  }

  /** Opens a path and waits until the page's h1 and the signed-in state are shown. */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.pageHeading()).toBeVisible();
    await this.waitForApp();
    await this.waitForAuth();
  }

  /**
   * A prerendered page shows before its scripts run; the menu button (there on every page, if
   * folded away on wide screens) can be pressed once the app has taken the page over. That
   * takes a while on a busy two-core machine, hence the longer wait.
   */
  async waitForApp(): Promise<void> {
    await expect(
      this.mainNav.getByRole('button', { name: 'Menu', includeHidden: true }),
    ).toBeEnabled({ timeout: 30_000 });
  }

  /**
   * The account link (Sign In or My Profile) is rendered once the session state is known; it
   * may sit in the folded menu, so hidden links count too.
   */
  async waitForAuth(): Promise<void> {
    await expect(this.accountLink()).toHaveCount(1);
  }

  accountLink(): Locator {
    return this.mainNav.getByRole('link', { name: /^(Sign In|My Profile)$/, includeHidden: true });
  }

  /** The page's main heading (exactly one h1 per page). */
  pageHeading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  navLink(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true });
  }

  async openMenu(): Promise<void> {
    await this.menuToggle.click();
    await expect(this.menuToggle).toHaveAttribute('aria-expanded', 'true');
  }

  /** The breadcrumb's steps as shown, e.g. ['HOME', 'CLASS', 'K1', 'V1']. */
  async breadcrumbLabels(): Promise<string[]> {
    const texts = await this.breadcrumb.getByRole('listitem').allInnerTexts();
    return texts.map((text) => text.replace('/', '').trim());
  }

  /** True when the page is wider than the window (a horizontal scroll bar would show). */
  async hasHorizontalScroll(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }

  /** Starts adding up the page's layout shifts (CLS without session windows) from its load. */
  async recordLayoutShifts(): Promise<void> {
    await this.page.addInitScript(() => {
      const scores = window as unknown as { layoutShift: number };
      scores.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          scores.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  async layoutShift(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  }
}
