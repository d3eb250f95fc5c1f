import { expect, test } from './support/csp';
import type { Page } from '@playwright/test';
import {
  newParent,
  ProfilePage,
  SignInPage,
  SignUpPage,
  type NewParent,
} from './pages/account-pages';
import { AppShell } from './pages/AppShell';
import {
  ChildrenSection,
  DeleteAccountSection,
  serverResults,
  whoIsPlaying,
} from './pages/children';
import { readDeviceStore } from './pages/device-store';
import { Mailbox } from './pages/mailbox';
import { DeviceData } from './pages/offline-pages';
import { ParentsCornerPage } from './pages/parents-page';
import { PlayPage } from './pages/play-page';
import { fontFaceLoaded, fontFaceSources } from './support/fonts';
import { goOffline, goOnline } from './support/network';
import { waitForServiceWorker } from './support/service-worker';

const TOPIC = 'k1/v1/maths/count-to-10';

/** Signs a new parent up and waits until the app knows them. */
async function signUpNewParent(page: Page, parent: NewParent): Promise<NewParent> {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp(parent);
  await expect(page).toHaveURL(/\/subscribe$/);
  await new AppShell(page).waitForAuth();
  return parent;
}

test.describe('a family on one tablet', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('a second child added in Parents Corner plays offline, and the round is theirs', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signUpNewParent(page, newParent({ name: 'Ada', grade: 'Kindergarten-1' }));

    const corner = new ParentsCornerPage(page);
    await corner.goto();
    // A letter beyond the app's own texts: Lexend's full Latin file draws it, fetched online.
    await new ChildrenSection(page).add('Zoë', 'Kindergarten-1', 'fox');
    await expect.poll(() => fontFaceLoaded(page, 'Lexend Extended')).toBe(true);
    // In WOFF2 only: no WOFF fallback for the browser to set up in its first style pass
    // (font-woff2-only.ts).
    const sources = await fontFaceSources(page);
    expect(sources.filter((source) => source.includes('.woff2'))).toHaveLength(12);
    expect(sources.filter((source) => /\.woff\b/.test(source))).toEqual([]);
    // The child reaches the server before anything is played.
    await expect.poll(async () => (await readDeviceStore(page, 'outbox')).length).toBe(0);

    await waitForServiceWorker(page);
    await goOffline(context);
    const play = new PlayPage(page, 'touch');
    await play.open(`/class/${TOPIC}`);
    await play.start();
    const picker = whoIsPlaying(page);
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('button')).toHaveText(['Who is playing?', 'Ada', 'Zoë']);
    await play.press(picker.getByRole('button', { name: 'Zoë' }));
    await play.playToTheEnd(TOPIC);
    const [row] = await new DeviceData(page).progress();
    const zoeId = row?.childId ?? '';
    expect(zoeId).not.toBe('');

    await goOnline(context);
    // Back online, the device first asks whether the account still exists, then sends the round.
    await expect
      .poll(() => serverResults(page), { timeout: 30_000 })
      .toEqual([{ id: row?.id, child_id: zoeId }]);

    await corner.goto();
    const chooser = page.getByRole('group', { name: 'Whose progress' });
    await expect(page.getByText('Ada: 0 stars · Zoë:')).toBeVisible();
    await chooser.locator('label').filter({ hasText: 'Zoë' }).click();
    const table = corner.subjectTable('Kindergarten 1', /Volume 1/, 'Maths');
    await expect(corner.topicRow(table, 'Count to 10')).toBeVisible();
    await chooser.locator('label').filter({ hasText: 'Ada' }).click();
    await expect(
      corner.progress.getByText('No activities finished yet.', { exact: false }),
    ).toBeVisible();
  });
});

test.describe('a parent on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('deletes the account with the password: signed out, sign-in fails, a confirmation mail', async ({
    page,
  }) => {
    const parent = await signUpNewParent(page, newParent({ name: 'Ivy', grade: 'Nursery' }));

    const profile = new ProfilePage(page);
    await profile.goto();
    const deletion = new DeleteAccountSection(page);
    await deletion.open();
    await deletion.deleteWith('not-my-password-42');
    await expect(
      deletion.section.getByText('That password is not right. Nothing was deleted.'),
    ).toBeVisible();
    await expect(deletion.password).toHaveAttribute('aria-invalid', 'true');
    await expect(profile.editButton).toBeVisible();

    await deletion.deleteWith(parent.password);
    await expect(page.getByText('Your account is deleted')).toBeVisible();
    await expect(page.getByText(`We sent a confirmation to ${parent.email}.`)).toBeVisible();
    // Neither the session nor the family stays on the device.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).filter(
            (key) => key.startsWith('sb-') || key.startsWith('sprouts.family.'),
          ),
        ),
      )
      .toEqual([]);

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(parent.email, parent.password);
    await expect(signIn.alert).toContainText('Invalid email or password');

    const mails = (
      await new Mailbox(page.request).withSubject('Your Sprouts account is deleted')
    ).filter((mail) => mail.to.includes(parent.email.toLowerCase()));
    expect(mails).toHaveLength(1);
  });
});
