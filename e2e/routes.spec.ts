import { expect, test } from './support/csp';
import { AppShell } from './pages/AppShell';
import { GRADE_ERROR_CASES, NOT_FOUND_PATHS, PAGE_ROUTES } from './pages/routes';

// One page walks the routes (a page per route would spend most of its time starting up); soft
// checks report every route that fails, not only the first.
test.describe('every route renders its page', () => {
  test('each route shows its heading, its title and the footer', async ({ page }) => {
    test.slow();
    const shell = new AppShell(page);
    for (const route of PAGE_ROUTES) {
      await test.step(route.path, async () => {
        await shell.goto(route.path);
        await expect.soft(shell.pageHeading(), route.path).toHaveCount(1);
        await expect
          .soft(
            shell.main.getByRole('heading', { level: 1, name: route.heading, exact: route.exact }),
            route.path,
          )
          .toBeVisible();
        await expect.soft(page, route.path).toHaveTitle(/Sprouts/);
        await expect.soft(shell.footer, route.path).toBeVisible();
      });
    }
  });
});

test.describe('unknown pages', () => {
  test('show the 404 page with a way home, or name the unknown grade or volume', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    for (const path of NOT_FOUND_PATHS) {
      await test.step(path, async () => {
        await shell.goto(path);
        await expect.soft(shell.pageHeading(), path).toHaveText('404 - Page Not Found');
        await expect
          .soft(shell.main.getByText('The page you are looking for does not exist.'), path)
          .toBeVisible();
        await expect
          .soft(shell.main.getByRole('link', { name: 'Go to the Home Page' }), path)
          .toHaveAttribute('href', '/');
        await expect.soft(page, path).toHaveTitle('404 - Page Not Found · Sprouts');
      });
    }
    for (const { path, message } of GRADE_ERROR_CASES) {
      await test.step(path, async () => {
        await shell.goto(path);
        await expect.soft(shell.main.getByRole('alert'), path).toHaveText(message);
        await expect
          .soft(shell.main.getByRole('link', { name: 'Choose a Grade' }), path)
          .toHaveAttribute('href', '/class');
      });
    }
  });
});

test.describe('breadcrumb', () => {
  test('is absent on the home page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(shell.breadcrumb).toHaveCount(0);
  });

  test('shows HOME and each segment in upper case, linking to each prefix', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/class/k1/v1');
    expect(await shell.breadcrumbLabels()).toEqual(['HOME', 'CLASS', 'K1', 'V1']);
    await expect(shell.breadcrumb.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    await expect(shell.breadcrumb.getByRole('link', { name: 'CLASS' })).toHaveAttribute(
      'href',
      '/class',
    );
    await expect(shell.breadcrumb.getByRole('link', { name: 'K1' })).toHaveAttribute(
      'href',
      '/class/k1',
    );
    await expect(shell.breadcrumb.getByText('V1')).toHaveAttribute('aria-current', 'page');

    await shell.breadcrumb.getByRole('link', { name: 'K1' }).click();
    await expect(page).toHaveURL(/\/class\/k1$/);
    await expect(shell.pageHeading()).toHaveText('Welcome To Grade K1');
    expect(await shell.breadcrumbLabels()).toEqual(['HOME', 'CLASS', 'K1']);
  });
});

test.describe('navigation between pages', () => {
  test('home leads to the grade picker and on to a grade volume', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.main.getByRole('link', { name: 'Select Your Grade' }).click();
    await expect(shell.pageHeading()).toHaveText('Select Your Grade');
    await shell.main.getByRole('link', { name: /kindergarten 1/i }).click();
    await expect(page).toHaveURL(/\/class\/k1\/v1$/);
    await expect(shell.pageHeading()).toHaveText('Kindergarten - 1');
    const tabs = shell.main.getByRole('navigation', { name: 'Volumes' });
    await expect(tabs.getByRole('link', { name: 'V1' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'V3' }).click();
    await expect(page).toHaveURL(/\/class\/k1\/v3$/);
    await expect(tabs.getByRole('link', { name: 'V3' })).toHaveAttribute('aria-current', 'page');
  });

  test('a signed-out visitor sees What You Get and Sign In', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(shell.navLink('Sign In')).toHaveAttribute('href', '/signin');
    await expect(shell.main.getByRole('heading', { name: 'What You Get' })).toBeVisible();
    await shell.main.getByRole('link', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page).toHaveTitle('Subscribe · Sprouts');
    // 'Subscribe Now' opens the card checkout here; PayPal is one link away (spec-deviations.md).
    await expect(shell.main.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
    await expect(shell.main.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    // 'Login' comes back to the checkout once signed in.
    await expect(shell.main.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fsubscribe',
    );
    await expect(shell.main.locator('s')).toContainText('49');
    await expect(shell.main.getByText('30 less', { exact: true })).toBeVisible();
  });

  test('the curriculum cards and grade welcome buttons link where the specification says', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await shell.goto('/curriculum');
    const cards = shell.main.getByRole('list', { name: 'Grades' }).getByRole('link');
    await expect(cards).toHaveCount(3);
    for (const [name, href] of [
      ['PreSchool / Nursery', '/class/nursery/curriculum'],
      ['kindergarten 1', '/class/k1/curriculum'],
      ['kindergarten 2', '/class/k2/curriculum'],
    ] as const) {
      await expect(shell.main.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await shell.goto('/class/nursery');
    for (const volume of ['v1', 'v2', 'v3', 'v4']) {
      await expect(shell.main.locator(`a[href="/class/Nursery/${volume}"]`)).toHaveCount(1);
    }
    await expect(shell.main.getByRole('link', { name: 'Curriculum' })).toHaveAttribute(
      'href',
      '/class/Nursery/curriculum',
    );
  });

  test('the footer links to contact, privacy and terms', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/privacy');
    for (const [name, href] of [
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
    ] as const) {
      await expect(shell.footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(shell.footer).toContainText('Sprouts');
  });
});
