import { expect, type Locator, type Page } from '@playwright/test';

/** The support address of the embedded backend (SUPPORT_EMAIL, supabase/local/keys.ts). */
export const SUPPORT_ADDRESS = 'support@sprouts.test';

export const CONTACT_SUCCESS =
  'Your message has been sent successfully! We will get back to you soon.';
export const CONTACT_QUEUED_OFFLINE =
  "You're offline. Your message is saved on this device and will be sent when you're back online.";

export interface ContactDetails {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** /contact: the contact form. */
export class ContactPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly status: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    const main = page.locator('main#main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Contact Us' });
    this.name = main.getByLabel('Name', { exact: true });
    this.email = main.getByLabel('Email', { exact: true });
    this.subject = main.getByLabel('Subject', { exact: true });
    this.message = main.getByLabel('Message', { exact: true });
    this.submit = main.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
    this.status = main.getByRole('status');
    this.alert = main.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/contact');
    await expect(this.heading).toBeVisible();
  }

  async fill(details: ContactDetails): Promise<void> {
    await this.name.fill(details.name);
    await this.email.fill(details.email);
    await this.subject.fill(details.subject);
    await this.message.fill(details.message);
  }

  async send(details: ContactDetails): Promise<void> {
    await this.fill(details);
    await this.submit.click();
  }

  /** The validation message tied to a field (its accessible description). */
  async fieldError(field: Locator): Promise<string> {
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      ids
        .split(' ')
        .filter(Boolean)
        .map((id) => this.page.locator(`[id="${id}"]`).innerText()),
    );
    return texts.join(' ').replace(/^!\s*/, '').trim();
  }
}

/** Rows of the device outbox (IndexedDB `sprouts`, store `outbox`) of the page's origin. */
export async function outboxRows(page: Page): Promise<{ kind: string; attempts: number }[]> {
  return page.evaluate(
    () =>
      new Promise<{ kind: string; attempts: number }[]>((resolve, reject) => {
        const open = indexedDB.open('sprouts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const read = database.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            database.close();
            resolve(read.result as { kind: string; attempts: number }[]);
          };
        };
      }),
  );
}
