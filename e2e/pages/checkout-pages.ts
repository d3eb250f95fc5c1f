import { expect, type Locator, type Page } from '@playwright/test';
import type { NewParent } from './account-pages';

function main(page: Page): Locator {
  return page.locator('main#main');
}

/**
 * The stand-in PayPal window the embedded backend's SDK script opens (supabase/local/stand-ins):
 * the buyer approves, has the card declined, meets a payment error or cancels.
 */
export class PayPalWindow {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'PayPal' });
  }

  async choose(
    choice: 'Approve payment' | 'Decline card' | 'Payment error' | 'Cancel',
  ): Promise<void> {
    await expect(this.dialog).toBeVisible();
    const title = await this.dialog.getAttribute('aria-labelledby');
    await this.dialog.getByRole('button', { name: choice }).click();
    // This window closes. After a declined card PayPal opens a new one for the same order, which
    // can happen before a check for no window at all would run.
    await expect(this.page.locator(`[role="dialog"][aria-labelledby="${title}"]`)).toHaveCount(0);
    if (choice !== 'Decline card') await expect(this.dialog).toHaveCount(0);
  }
}

/** /subscription: the PayPal checkout. */
export class PayPalCheckoutPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly payWithPayPal: Locator;
  readonly alert: Locator;
  readonly status: Locator;
  readonly paypalWindow: PayPalWindow;

  constructor(readonly page: Page) {
    const content = main(page);
    this.heading = content.getByRole('heading', { level: 1, name: 'Subscribe with PayPal' });
    this.name = content.getByLabel("Student's name");
    this.email = content.getByLabel('Email');
    this.password = content.getByLabel('Password', { exact: true });
    this.payWithPayPal = content.getByRole('button', { name: 'PayPal', exact: true });
    this.alert = content.getByRole('alert');
    this.status = content.getByRole('status');
    this.paypalWindow = new PayPalWindow(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/subscription');
    await this.waitUntilReady();
  }

  /** The PayPal SDK has loaded and its buttons are on the page. */
  async waitUntilReady(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.payWithPayPal).toBeVisible();
  }

  async fill(parent: Pick<NewParent, 'name' | 'email' | 'password'>): Promise<void> {
    await this.name.fill(parent.name);
    await this.email.fill(parent.email);
    await this.password.fill(parent.password);
  }

  successMessage(): Locator {
    return main(this.page).getByText('Payment successful! Redirecting to home page...');
  }
}

/** The card provider's stand-in checkout window. */
export class CardWindow {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.locator('[data-card-local-checkout]').getByRole('dialog');
  }

  async pay(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  async fail(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}

/** /subscribe: the marketing page whose 'Subscribe Now' pays by card. */
export class SubscribePage {
  readonly heading: Locator;
  readonly subscribeNow: Locator;
  readonly payWithPayPal: Locator;
  readonly details: Locator;
  readonly continueButton: Locator;
  readonly cardWindow: CardWindow;

  constructor(readonly page: Page) {
    const content = main(page);
    this.heading = content.getByRole('heading', { level: 1, name: 'Subscribe to Sprouts' });
    this.subscribeNow = content.getByRole('button', { name: 'Subscribe Now' });
    this.payWithPayPal = content.getByRole('link', { name: 'Pay with PayPal' });
    this.details = page.getByRole('dialog', { name: /^(Your details|Confirm your subscription)$/ });
    this.continueButton = this.details.getByRole('button', { name: 'Continue to payment' });
    this.cardWindow = new CardWindow(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/subscribe');
    await expect(this.heading).toBeVisible();
    await expect(this.subscribeNow).toBeEnabled();
  }

  async openDetails(): Promise<void> {
    await this.subscribeNow.click();
    await expect(this.details).toBeVisible();
  }

  async fillSignUp(parent: NewParent, gradeLabel: string): Promise<void> {
    await this.details.getByLabel("Student's name").fill(parent.name);
    await this.details.getByLabel('Email').fill(parent.email);
    await this.details.getByLabel('Password', { exact: true }).fill(parent.password);
    await this.details.getByLabel('Grade').selectOption({ label: gradeLabel });
  }

  alert(): Locator {
    return main(this.page).getByRole('alert');
  }

  /** A field of the failed payment's report, e.g. 'Error code'. */
  failureField(label: string): Locator {
    return this.alert()
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }

  successMessage(): Locator {
    return main(this.page).getByText('Payment successful! Redirecting to home page...');
  }
}
