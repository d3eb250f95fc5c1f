import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from './support/csp';
import { newParent, SignUpPage } from './pages/account-pages';
import { AppShell } from './pages/AppShell';
import {
  CONTACT_QUEUED_OFFLINE,
  CONTACT_SUCCESS,
  ContactPage,
  outboxRows,
  SUPPORT_ADDRESS,
  type ContactDetails,
} from './pages/contact-page';
import { Mailbox } from './pages/mailbox';
import { goOffline, goOnline } from './support/network';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => violation.id);
}

/** A message nobody sent before, so the mailbox can be searched by its subject. */
function newMessage(overrides: Partial<ContactDetails> = {}): ContactDetails {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Visitor ${id}`,
    email: `visitor-${id}@sprouts.test`,
    subject: `Question ${id}`,
    message: `Hello!\nCan I print the worksheets in colour? (${id})`,
    ...overrides,
  };
}

/** Every call the page makes to the contact route. */
function contactCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/functions/v1/api/contact')) calls.push(request);
  });
  return calls;
}

test.describe('contact', () => {
  test('a visitor sends a message and support receives it with a reply-to of the visitor', async ({
    page,
    request,
  }) => {
    const mailbox = new Mailbox(request);
    const contact = new ContactPage(page);
    const calls = contactCalls(page);
    // A phone: the outcome appears above the form, out of sight unless it is brought into view.
    await page.setViewportSize({ width: 390, height: 844 });
    await new AppShell(page).goto('/contact');
    expect(await axeViolations(page)).toEqual([]);

    const details = newMessage();
    await contact.send(details);
    await expect(contact.status).toHaveText(CONTACT_SUCCESS);
    await expect(contact.status).toBeInViewport();
    await expect(page.locator(':focus')).toContainText(CONTACT_SUCCESS);
    await expect(contact.submit).toHaveText('Send Message');
    await expect(contact.submit).toBeEnabled();
    for (const field of [contact.name, contact.email, contact.subject, contact.message]) {
      await expect(field).toHaveValue('');
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(calls.map((call) => call.url())).toEqual([expect.stringMatching(/\?version=v1$/)]);

    await expect.poll(async () => (await mailbox.withSubject(details.subject)).length).toBe(2);
    const mails = await mailbox.withSubject(details.subject);
    const mail = mails.find((message) => message.to.includes(SUPPORT_ADDRESS));
    const acknowledgement = mails.find((message) => message.to.includes(details.email));
    expect(acknowledgement?.subject).toBe(`We received your message: ${details.subject}`);
    expect(acknowledgement?.text).toMatch(new RegExp(`^Hello ${details.name},`));
    expect(mail?.to).toEqual([SUPPORT_ADDRESS]);
    expect(mail?.reply_to).toEqual([details.email]);
    expect(mail?.subject).toBe(`[Sprouts contact] ${details.subject}`);
    expect(mail?.text).toContain(`${details.name} <${details.email}>`);
    expect(mail?.text).toContain(details.message);
  });

  test("a signed-in parent finds the account's email filled in, and the name left for their own", async ({
    page,
  }) => {
    const parent = newParent();
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp(parent);
    await expect(page).toHaveURL(/\/subscribe$/);

    const shell = new AppShell(page);
    await shell.goto('/contact');
    const contact = new ContactPage(page);
    await expect(contact.email).toHaveValue(parent.email);
    await expect(contact.name).toHaveValue('');
    await expect(contact.subject).toHaveValue('');
    await expect(contact.message).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an invalid email is refused in the browser, before anything is sent', async ({ page }) => {
    const contact = new ContactPage(page);
    const calls = contactCalls(page);
    await new AppShell(page).goto('/contact');
    await expect(contact.email).toHaveAttribute('type', 'email');

    await contact.send(newMessage({ email: 'parent@example' }));
    await expect(contact.email).toBeFocused();
    await expect(contact.email).toHaveAttribute('aria-invalid', 'true');
    expect(await contact.fieldError(contact.email)).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    await expect(contact.status).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await contact.submit.click();
    await expect(contact.email).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('offline, the message waits on the device and is delivered once after reconnecting', async ({
    page,
    context,
    request,
  }) => {
    const mailbox = new Mailbox(request);
    const contact = new ContactPage(page);
    const calls = contactCalls(page);
    await new AppShell(page).goto('/contact');

    const details = newMessage();
    await goOffline(context);
    await contact.send(details);
    await expect(contact.status).toHaveText(CONTACT_QUEUED_OFFLINE);
    await expect(contact.message).toHaveValue('');
    expect(await outboxRows(page)).toEqual([expect.objectContaining({ kind: 'contact' })]);
    expect(await mailbox.withSubject(details.subject)).toEqual([]);
    expect(calls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await goOnline(context);
    await expect(contact.status).toHaveText(
      'Your saved message has now been sent. We will get back to you soon.',
    );
    const toSupport = `[Sprouts contact] ${details.subject}`;
    await expect.poll(async () => (await mailbox.withSubject(toSupport)).length).toBe(1);
    await expect.poll(async () => (await outboxRows(page)).length).toBe(0);

    // Another drain (the connection flickers) finds nothing left to send.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload();
    await expect(contact.heading).toBeVisible();
    await expect(contact.status).toHaveCount(0);
    const [mail, ...copies] = await mailbox.withSubject(toSupport);
    expect(copies).toEqual([]);
    expect(mail?.reply_to).toEqual([details.email]);
    expect(calls).toHaveLength(1);
  });
});
