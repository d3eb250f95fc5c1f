import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import {
  DEMO_PARENT,
  newParent,
  ProfilePage,
  SignInPage,
  SignUpPage,
  type NewParent,
} from './pages/account-pages';
import { AppShell } from './pages/AppShell';
import { PayPalCheckoutPage, SubscribePage } from './pages/checkout-pages';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The app leaves for the home page a few seconds after a payment (3 s card, 4 s PayPal). */
async function expectHomeAfterPayment(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(new AppShell(page).pageHeading()).toHaveText('Preschool Through Kindergarten');
}

async function expectSubscribedOnProfile(page: Page, parent?: NewParent): Promise<void> {
  const shell = new AppShell(page);
  await shell.navLink('My Profile').click();
  const profile = new ProfilePage(page);
  await profile.waitUntilShown();
  if (parent) await expect(profile.value('Email')).toContainText(parent.email);
  await expect(profile.value('Subscription')).toHaveText('Subscribed');
  await expect(profile.value('Subscription Active Till')).toContainText(
    String(new Date().getFullYear() + 1),
  );
}

/** Signs up through /signup; the app lands on /subscribe, signed in. */
async function signUp(page: Page): Promise<NewParent> {
  const parent = newParent();
  const form = new SignUpPage(page);
  await form.goto();
  await form.signUp(parent);
  await expect(page).toHaveURL(/\/subscribe$/);
  await new AppShell(page).waitForAuth();
  return parent;
}

test.describe('PayPal checkout on /subscription', () => {
  test('a signed-out buyer creates the account, pays with PayPal and is subscribed', async ({
    page,
  }) => {
    const parent = newParent({ name: 'Mira Buyer' });
    const checkout = new PayPalCheckoutPage(page);
    await checkout.goto();
    await new AppShell(page).waitForAuth();
    expect(await axeViolations(page)).toEqual([]);

    await checkout.fill(parent);
    await checkout.payWithPayPal.click();
    await checkout.paypalWindow.choose('Approve payment');

    await expect(checkout.successMessage()).toBeVisible();
    await expect(main(page).getByText(/Your subscription is active till/)).toBeVisible();
    await expectHomeAfterPayment(page);
    await expectSubscribedOnProfile(page, parent);
  });

  test('the pay button asks for the missing details before PayPal opens', async ({ page }) => {
    const checkout = new PayPalCheckoutPage(page);
    await checkout.goto();
    await checkout.name.fill('Only A Name');
    await checkout.payWithPayPal.click();

    await expect(checkout.alert).toHaveText('Please fill out all required fields.');
    await expect(checkout.email).toBeFocused();
    await expect(checkout.email).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.password).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.paypalWindow.dialog).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an email that already has an account is refused with the provider message', async ({
    page,
  }) => {
    const checkout = new PayPalCheckoutPage(page);
    await checkout.goto();
    await checkout.fill({ name: 'Demo Again', email: DEMO_PARENT.email, password: 'any-pass-123' });
    await checkout.payWithPayPal.click();
    await expect(checkout.alert).toContainText('An error occurred: ');
    await expect(checkout.paypalWindow.dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('a declined card restarts the payment, and a second choice succeeds', async ({ page }) => {
    const parent = await signUp(page);
    const checkout = new PayPalCheckoutPage(page);
    await checkout.goto();
    await expect(
      main(page).getByText(`Paying as ${parent.email}.`, { exact: false }),
    ).toBeVisible();
    await expect(checkout.name).toHaveCount(0);

    await checkout.payWithPayPal.click();
    await checkout.paypalWindow.choose('Decline card');
    // The same order opens again in PayPal's window.
    await expect(checkout.paypalWindow.dialog).toBeVisible();
    await expect(main(page).getByRole('status').filter({ hasText: 'declined' })).toHaveCount(1);
    await checkout.paypalWindow.choose('Approve payment');

    await expect(checkout.successMessage()).toBeVisible();
    await expectHomeAfterPayment(page);
    await expectSubscribedOnProfile(page, parent);
  });

  test('another payment error is reported and nothing is charged', async ({ page }) => {
    await signUp(page);
    const checkout = new PayPalCheckoutPage(page);
    await checkout.goto();
    await checkout.payWithPayPal.click();
    await checkout.paypalWindow.choose('Payment error');
    await expect(checkout.alert).toContainText('PayPal refused the payment. Nothing was charged.');
    await expect(checkout.alert).toContainText(
      'Error occurred during payment, if any amount is debited from your account it will be reversed automatically after 24 hours.',
    );
    const technical = checkout.alert.getByText(
      'Sorry, your transaction could not be processed...The request was refused.',
    );
    await expect(technical).toBeHidden();
    await checkout.alert.getByText('Details for support').click();
    await expect(technical).toBeVisible();
    await expect(checkout.alert.getByText('TRANSACTION_REFUSED', { exact: true })).toBeVisible();
    await expect(checkout.payWithPayPal).toBeEnabled();
  });
});

test.describe('card checkout on /subscribe', () => {
  test('a signed-in parent pays by card from Subscribe Now', async ({ page }) => {
    const parent = await signUp(page);
    const subscribe = new SubscribePage(page);
    await subscribe.goto();
    await expect(subscribe.payWithPayPal).toHaveAttribute('href', '/subscription');

    await subscribe.openDetails();
    await expect(subscribe.details).toContainText(`Paying as ${parent.email}`);
    expect(await axeViolations(page)).toEqual([]);
    await subscribe.continueButton.click();
    await subscribe.cardWindow.pay();

    await expect(subscribe.successMessage()).toBeVisible();
    await expectHomeAfterPayment(page);
    await expectSubscribedOnProfile(page, parent);
  });

  test('a signed-out buyer signs up in the details modal; a failed payment shows what went wrong', async ({
    page,
  }) => {
    const parent = newParent();
    const subscribe = new SubscribePage(page);
    await subscribe.goto();
    await subscribe.openDetails();
    await expect(subscribe.details.getByLabel("Student's name")).toBeFocused();

    // Every field is required.
    await subscribe.continueButton.click();
    await expect(subscribe.details.getByLabel("Student's name")).toBeFocused();
    await expect(subscribe.details.getByText("Enter the student's name.")).toBeVisible();
    await expect(subscribe.details.getByText('Select a grade.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await subscribe.fillSignUp(parent, 'Kindergarten 2');
    await subscribe.continueButton.click();
    await subscribe.cardWindow.fail();

    const alert = subscribe.alert();
    await expect(alert).toContainText('Your card was declined. Nothing was charged.');
    await expect(alert).toContainText(
      'Error occurred during payment, if any amount is debited from your account it will be reversed automatically after 24 hours.',
    );
    await alert.getByText('Details for support').click();
    for (const [label, value] of [
      ['Error code', 'BAD_REQUEST_ERROR'],
      ['Description', 'Payment failed because the card was declined'],
      ['Source', 'bank'],
      ['Step', 'payment_authorization'],
      ['Reason', 'payment_failed'],
      ['Order id', /^order_\w+$/],
      ['Payment id', /^pay_\w+$/],
    ] as const) {
      await expect(subscribe.failureField(label)).toHaveText(value);
    }
    expect(await axeViolations(page)).toEqual([]);

    // The account exists now: the second attempt pays for it.
    await subscribe.openDetails();
    await expect(subscribe.details).toContainText(`Paying as ${parent.email}`);
    await subscribe.continueButton.click();
    await subscribe.cardWindow.pay();
    await expect(subscribe.successMessage()).toBeVisible();
    await expectHomeAfterPayment(page);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.value('Grade')).toHaveText('Kindergarten 2');
    await expect(profile.value('Subscription')).toHaveText('Subscribed');
  });

  test('the details modal keeps focus inside and closes with Escape', async ({ page }) => {
    const subscribe = new SubscribePage(page);
    await subscribe.goto();
    await subscribe.openDetails();
    const close = subscribe.details.getByRole('button', { name: 'Close' });
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(subscribe.details.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(subscribe.details).toHaveCount(0);
    await expect(subscribe.subscribeNow).toBeFocused();
  });
});

test.describe('checkout pages', () => {
  test('a subscriber is sent home from both checkout pages', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(DEMO_PARENT.email, DEMO_PARENT.password);
    await expect(page).toHaveURL(/\/$/);

    for (const path of ['/subscribe', '/subscription']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(new AppShell(page).pageHeading()).toHaveText('Preschool Through Kindergarten');
    }
  });

  test('PayPal and card checkout code loads only on the checkout pages', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.goto('/class');
    expect(requested.filter((url) => /paypal|card\/checkout|Subscri/i.test(url))).toEqual([]);

    const checkout = new PayPalCheckoutPage(page);
    await checkout.goto();
    expect(requested.some((url) => url.includes('/_local/paypal/sdk/js?'))).toBe(true);
    expect(requested.some((url) => url.includes('/_local/card/checkout.js'))).toBe(false);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
  ]) {
    test(`both pages fit a ${viewport.width} px screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const shell = new AppShell(page);
      const checkout = new PayPalCheckoutPage(page);
      await checkout.goto();
      expect(await shell.hasHorizontalScroll()).toBe(false);
      const subscribe = new SubscribePage(page);
      await subscribe.goto();
      await subscribe.openDetails();
      expect(await shell.hasHorizontalScroll()).toBe(false);
      const box = await subscribe.details.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    });
  }
});

function main(page: Page) {
  return page.locator('main#main');
}
