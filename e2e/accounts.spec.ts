import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import {
  DEMO_PARENT,
  ForgotPasswordPage,
  newParent,
  ProfilePage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  type NewParent,
} from './pages/account-pages';
import { AppShell } from './pages/AppShell';
import { BACKEND_URL, Mailbox } from './pages/mailbox';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => violation.id);
}

/** Creates an account through the sign-up form; the app lands on /subscribe, signed in. */
async function signUp(page: Page, parent: NewParent = newParent()): Promise<NewParent> {
  const form = new SignUpPage(page);
  await form.goto();
  await form.signUp(parent);
  await expect(page).toHaveURL(/\/subscribe$/);
  await new AppShell(page).waitForAuth();
  return parent;
}

async function signOutFromProfile(page: Page): Promise<void> {
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.signOutButton.click();
  await expect(page).toHaveURL(/\/$/);
  // On a phone the link waits in the folded menu.
  await expect(new AppShell(page).accountLink()).toHaveText('Sign In');
}

test.describe('accounts against the embedded backend', () => {
  test('a parent signs up, verifies the email from the mailbox, signs out and in again', async ({
    page,
    request,
  }) => {
    const shell = new AppShell(page);
    const mailbox = new Mailbox(request);
    const parent = await signUp(page);
    await expect(shell.navLink('My Profile')).toBeVisible();

    await shell.navLink('My Profile').click();
    const profile = new ProfilePage(page);
    await profile.waitUntilShown();
    await expect(profile.value("Student's name")).toHaveText(parent.name);
    // Stored as 'Kindergarten-1', written 'Kindergarten 1'.
    await expect(profile.value('Grade')).toHaveText(parent.grade.replace('-', ' '));
    await expect(profile.value('Email')).toContainText(parent.email);
    await expect(profile.notVerified).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Subscribe Now to access more features' }),
    ).toHaveAttribute('href', '/subscribe');

    const linksBefore = (await mailbox.links(parent.email, 'signup')).length;
    await profile.sendVerification.click();
    await expect(page.getByRole('status')).toHaveText('Verification email sent! Check your inbox.');
    const link = await mailbox.waitForNewLink(parent.email, 'signup', linksBefore);

    await page.goto(link);
    await expect(page).toHaveURL(/\/profile\?confirmed=1#?$/);
    await profile.waitUntilShown();
    await expect(page.getByText('Your email is confirmed.')).toBeVisible();
    await expect(profile.value('Email')).toHaveText(parent.email);
    await expect(profile.notVerified).toHaveCount(0);
    await expect(profile.sendVerification).toHaveCount(0);

    await profile.signOutButton.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.navLink('Sign In')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('subscriptionStatus'))).toBeNull();

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(parent.email, parent.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.navLink('My Profile')).toBeVisible();
    await profile.goto();
    await expect(profile.notVerified).toHaveCount(0);
  });

  test('a wrong password is refused with the typed values kept', async ({ page }) => {
    const parent = await signUp(page);
    await signOutFromProfile(page);

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(parent.email, 'not-the-password');
    await expect(signIn.alert).toHaveText('Invalid email or password');
    await expect(signIn.email).toHaveValue(parent.email);
    await expect(signIn.password).toHaveValue('not-the-password');
    await expect(signIn.submit).toBeEnabled();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('signing up twice with one email shows the provider message', async ({ page }) => {
    const parent = await signUp(page);
    await signOutFromProfile(page);
    const form = new SignUpPage(page);
    await form.goto();
    await form.signUp(parent);
    await expect(page.locator('main').getByRole('alert')).toContainText(
      'Invalid email or password: ',
    );
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('sign-up, password recovery and sign-in on a phone and on a laptop', async ({
    page,
    request,
  }) => {
    // The whole walk twice, once for each screen.
    test.slow();
    const mailbox = new Mailbox(request);
    const shell = new AppShell(page);
    for (const size of [PHONE, LAPTOP]) {
      const where = `${size.width}x${size.height}`;
      await page.setViewportSize(size);
      const parent = await signUp(page);
      expect(await shell.hasHorizontalScroll(), where).toBe(false);
      await signOutFromProfile(page);

      const forgot = new ForgotPasswordPage(page);
      await forgot.goto();
      expect(await shell.hasHorizontalScroll(), where).toBe(false);
      const linksBefore = (await mailbox.links(parent.email, 'recovery')).length;
      await forgot.request(parent.email);
      const sent = page.locator('main').getByRole('status');
      await expect(sent).toHaveText('Password reset email sent! Check your inbox.');
      await expect(sent, where).toBeInViewport();
      const link = await mailbox.waitForNewLink(parent.email, 'recovery', linksBefore);

      await page.goto(link);
      await expect(page).toHaveURL(/\/reset-password#?$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Set a new password' }),
      ).toBeVisible();
      expect(await axeViolations(page), where).toEqual([]);
      expect(await shell.hasHorizontalScroll(), where).toBe(false);
      const reset = new ResetPasswordPage(page);
      const newPassword = `${parent.password}-new`;
      await reset.save(newPassword);
      const saved = page.locator('main').getByRole('status');
      await expect(saved).toContainText('Your new password is saved.');
      await expect(saved, where).toBeInViewport();
      await page.getByRole('link', { name: 'Go to the Home Page' }).click();
      await expect(page).toHaveURL(/\/$/);

      await signOutFromProfile(page);
      const signIn = new SignInPage(page);
      await signIn.goto();
      expect(await shell.hasHorizontalScroll(), where).toBe(false);
      await signIn.signIn(parent.email, parent.password);
      await expect(signIn.alert).toHaveText('Invalid email or password');
      await expect(signIn.alert, where).toBeInViewport();
      await signIn.signIn(parent.email, newPassword);
      await expect(page).toHaveURL(/\/$/);
      await expect(shell.accountLink()).toHaveText('My Profile');
      if (size === PHONE) await signOutFromProfile(page);
    }
  });

  test('a reset page opened without a valid link says the link expired', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByText(/expired or has already been used/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    const forged = new URL(`${BACKEND_URL}/auth/v1/verify`);
    forged.search = new URLSearchParams({
      token: 'not-a-real-token',
      type: 'recovery',
      redirect_to: `${baseURL}/reset-password`,
    }).toString();
    await page.goto(forged.toString());
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByText(/expired or has already been used/)).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
  });

  test('the name and grade are edited and saved', async ({ page }) => {
    const parent = await signUp(page, newParent({ grade: 'Nursery' }));
    const profile = new ProfilePage(page);
    await profile.goto();
    expect(await axeViolations(page)).toEqual([]);

    await profile.editButton.click();
    await expect(profile.nameField).toHaveValue(parent.name);
    await expect(profile.gradeField).toHaveValue('Nursery');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const renamed = `Ravi ${parent.name.slice(-8)}`;
    await profile.edit({ name: renamed, grade: 'Kindergarten-2' });
    await expect(page.locator('main').getByRole('status')).toHaveText('Your changes are saved.');
    await expect(profile.value("Student's name")).toHaveText(renamed);
    await expect(profile.value('Grade')).toHaveText('Kindergarten 2');

    await page.reload();
    await profile.waitUntilShown();
    await expect(profile.value("Student's name")).toHaveText(renamed);
    await expect(profile.value('Grade')).toHaveText('Kindergarten 2');
  });

  test('an email change waits for the link sent to the new address', async ({ page, request }) => {
    const mailbox = new Mailbox(request);
    const parent = await signUp(page);
    const newEmail = newParent().email;
    const profile = new ProfilePage(page);
    await profile.goto();
    const linksBefore = (await mailbox.links(newEmail, 'email_change')).length;
    await profile.edit({ email: newEmail });
    await expect(page.locator('main').getByRole('status')).toHaveText(
      `We sent a confirmation link to ${newEmail}. Your email changes when you open it.`,
    );
    await expect(profile.value('Email')).toContainText(parent.email);
    await expect(profile.value('Email')).toContainText(
      `Changing to ${newEmail} once the link sent there is opened.`,
    );

    const link = await mailbox.waitForNewLink(newEmail, 'email_change', linksBefore);
    await page.goto(link);
    await expect(page).toHaveURL(/\/profile\?confirmed=1#?$/);
    await profile.waitUntilShown();
    await expect(page.getByText('Your email is confirmed.')).toBeVisible();
    await expect(profile.value('Email')).toContainText(newEmail);
    await expect(profile.value('Email')).not.toContainText(parent.email);
    await expect(profile.value('Email')).not.toContainText('Changing to');
  });

  test('the demo subscriber sees Subscribed and the end date', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(DEMO_PARENT.email, DEMO_PARENT.password);
    await expect(page).toHaveURL(/\/$/);

    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.value('Subscription')).toHaveText('Subscribed');
    await expect(profile.value('Subscription Active Till')).toHaveText(/\d{4}/);
    await expect(
      page.getByRole('link', { name: 'Subscribe Now to access more features' }),
    ).toHaveCount(0);
    const cached = await page.evaluate(() => localStorage.getItem('subscriptionStatus'));
    expect(JSON.parse(cached ?? '{}')).toMatchObject({ status: 'active' });
  });

  test('a signed-out visitor who opens /profile is sent to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('the account forms fit a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/signin', '/signup', '/forgot-password', '/reset-password']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      expect(await new AppShell(page).hasHorizontalScroll(), path).toBe(false);
    }
    await page.goto('/signup');
    const submit = page.locator('main').getByRole('button', { name: 'Sign Up' });
    const box = await submit.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  });
});
