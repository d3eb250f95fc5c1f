import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import { pack as k1v1 } from '../src/content/packs/k1/v1';
import { pack as nurseryV1 } from '../src/content/packs/nursery/v1';
import {
  DEMO_PARENT,
  newParent,
  SignInPage,
  SignUpPage,
  type NewParent,
} from './pages/account-pages';
import { AppShell } from './pages/AppShell';
import { waitingResultIds } from './pages/device-store';
import {
  accountSettings,
  insertProgressEvent,
  installOffer,
  offerInstallLikeTheBrowser,
  ParentalGate,
  ParentsCornerPage,
  spokenTexts,
  spyOnSpeech,
} from './pages/parents-page';
import { PlayPage } from './pages/play-page';
import { AssessmentPage, topicOfItem } from './pages/report-card-page';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COUNT_TO_5 = {
  path: '/class/nursery/v1/maths/count-to-5',
  key: 'nursery/v1/maths/count-to-5',
};
const COLOURS = {
  path: '/class/nursery/v1/maths/colours-all-around',
  key: 'nursery/v1/maths/colours-all-around',
};
const ENGLISH_CHECK = {
  path: '/class/nursery/v1/english/assessment',
  key: 'nursery/v1/english/english-assessment',
};

async function axeViolations(page: Page): Promise<unknown[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = new SignInPage(page);
  await form.goto();
  await form.signIn(email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(new AppShell(page).accountLink()).toHaveText('My Profile');
}

async function signUp(page: Page, parent: NewParent): Promise<void> {
  const form = new SignUpPage(page);
  await form.goto();
  await form.signUp(parent);
  await expect(page).toHaveURL(/\/subscribe$/);
  await new AppShell(page).waitForAuth();
}

test.describe('Parents Corner for a signed-in parent', () => {
  test.use({ hasTouch: true });

  test('shows the right stars, counts a synced result once, shows the skill report and downloads the progress report', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, DEMO_PARENT.email, DEMO_PARENT.password);

    // A perfect round of Count to 5, which the app saves to the account: on both, from now on.
    const play = new PlayPage(page, 'touch');
    await play.open(COUNT_TO_5.path);
    await play.start();
    await play.playToTheEnd(COUNT_TO_5.key);
    expect(await play.starsShown()).toBe(3);
    await expect.poll(async () => (await play.progress(COUNT_TO_5.key)).length).toBe(1);
    const [counted] = await play.progress(COUNT_TO_5.key);
    if (!counted) throw new Error('The round was not stored');
    await expect.poll(() => waitingResultIds(page)).toEqual([]);

    // The account stops taking results (as if the server were down): the English check, with
    // every first-sounds question missed on the first try, stays on this device only.
    await page.route('**/rest/v1/progress_events**', (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort('failed'),
    );
    const check = new AssessmentPage(page, 'touch');
    await check.open(ENGLISH_CHECK.path);
    await check.start();
    await check.playWithMisses(
      ENGLISH_CHECK.key,
      (item) => topicOfItem(item) === 'first-sounds-a-to-h',
    );
    await expect(check.card).toBeVisible();
    await expect.poll(async () => (await check.progress(ENGLISH_CHECK.key)).length).toBe(1);
    const [checked] = await check.progress(ENGLISH_CHECK.key);
    expect(await waitingResultIds(page)).toEqual([checked?.id]);

    // And a round played on another device ten days ago, in the account only.
    const k1Topic = k1v1.subjects.maths.topics[0];
    if (!k1Topic) throw new Error('K1 V1 has no Maths topic');
    await insertProgressEvent(page, {
      id: randomUUID(),
      grade: 'k1',
      volume: 'v1',
      subject: 'maths',
      topic: k1Topic.id,
      kind: k1Topic.kind,
      score: 3,
      max_score: 8,
      stars: 1,
      duration_ms: 90_000,
      finished_at: new Date(Date.now() - 10 * 24 * 3600_000).toISOString(),
    });

    const corner = new ParentsCornerPage(page);
    await corner.goto();
    await expect(corner.progress.getByRole('heading', { level: 2 })).toHaveText('Maya’s progress');

    const maths = corner.subjectTable('Nursery', /^Volume 1/, 'Maths');
    const countRow = corner.topicRow(maths, 'Count to 5');
    await expect(countRow.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    const countCells = countRow.getByRole('cell');
    await expect(countCells.nth(1)).toHaveText(`${counted.score} of ${counted.maxScore}`);
    await expect(countCells.nth(2)).toHaveText('1');
    const mathsTopics = nurseryV1.subjects.maths.topics.length;
    await expect(maths).toHaveAccessibleName(
      new RegExp(`^Maths 1 of ${mathsTopics} topics played, 3 stars$`),
    );

    const english = corner.subjectTable('Nursery', /^Volume 1/, 'English');
    const checkRow = corner.topicRow(english, 'English Assessment');
    await expect(checkRow.getByRole('img', { name: `${checked?.stars} of 3 stars` })).toBeVisible();
    await expect(checkRow.getByRole('cell').nth(1)).toHaveText(
      `${checked?.score} of ${checked?.maxScore} (latest)`,
    );

    const k1Maths = corner.subjectTable('Kindergarten 1', /^Volume 1/, 'Maths');
    const k1Row = corner.topicRow(k1Maths, k1Topic.title);
    await expect(k1Row.getByRole('img', { name: '1 of 3 stars' })).toBeVisible();
    await expect(k1Row.getByRole('cell').nth(1)).toHaveText('3 of 8');
    await expect(corner.progress).toContainText('1 result is waiting to be saved to your account.');
    await expect(corner.progress).toContainText(
      'The result not in your account yet is counted below.',
    );
    await expect(corner.progress.getByText(/^Last synced: \d/)).toBeVisible();

    // On this device: downloaded volumes (none) and saved worksheets (none).
    await expect(
      corner.main
        .getByRole('region', { name: 'On this device' })
        .getByText('No volumes are downloaded.', { exact: false }),
    ).toBeVisible();
    await expect(
      corner.main
        .getByRole('region', { name: 'Saved worksheets' })
        .getByText(/^No worksheets are saved on this device/),
    ).toBeVisible();

    // The English check's report card, with what to practise next.
    const card = corner.reportCard('English Assessment');
    await expect(
      card
        .getByRole('region', { name: 'Skills' })
        .getByRole('listitem')
        .filter({ hasText: 'Hears the first sound of words from a to h' }),
    ).toContainText('Not yet');
    const practise = card.getByRole('region', { name: 'What to practise next' }).getByRole('link');
    await expect(practise.first()).toHaveText('First Sounds A to H');
    await expect(practise.first()).toHaveAttribute(
      'href',
      '/class/nursery/v1/english/first-sounds-a-to-h',
    );

    // This week's rounds in the chart and in its table.
    await expect(
      corner.activity.getByRole('img', { name: /Activities finished per week/ }),
    ).toBeVisible();
    await corner.activity.getByText('Show the weeks as a table').click();
    const weeks = corner.activity.getByRole('table').getByRole('row');
    await expect(weeks).toHaveCount(9);
    // At least this device's two rounds (other tests may play as the demo parent too).
    const thisWeek = Number(await weeks.last().getByRole('cell').first().innerText());
    expect(thisWeek).toBeGreaterThanOrEqual(2);

    // Readable and axe-clean on a desktop, a phone and a tablet.
    const shell = new AppShell(page);
    expect(await axeViolations(page)).toEqual([]);
    for (const size of [
      { width: 360, height: 740 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      await expect(countRow).toBeVisible();
      expect(await shell.hasHorizontalScroll(), `${size.width} px`).toBe(false);
      expect(await axeViolations(page), `${size.width} px`).toEqual([]);
    }

    // The progress report: a PDF with the child's name, the period, the subjects and a suggestion.
    await corner.period.selectOption({ label: 'Everything so far' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      corner.downloadButton.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sprouts-progress-maya-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = test.info().outputPath('progress-report.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(text).toContain('Maya’s progress report');
    expect(text).toContain('Everything so far');
    expect(text).toMatch(/English[\s\S]*Maths/);
    expect(text).toContain('First Sounds A to H');
    await expect(corner.report.getByRole('status')).toContainText(download.suggestedFilename());
  });

  test('sound off in the settings silences the next activity, here and on another device', async ({
    browser,
  }) => {
    test.slow();
    const parent = newParent({ grade: 'Nursery' });
    const device = await browser.newContext({ hasTouch: true });
    const page = await device.newPage();
    await spyOnSpeech(page);
    await signUp(page, parent);

    // Sound on: the activity reads aloud.
    const play = new PlayPage(page, 'touch');
    await play.open(COUNT_TO_5.path);
    await play.start();
    await play.itemAt(COUNT_TO_5.key, 0);
    await expect.poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(0);

    // The settings sit behind the parental gate; a wrong answer keeps it closed.
    const corner = new ParentsCornerPage(page);
    await corner.goto();
    await expect(corner.settingsGate.heading).toBeVisible();
    await expect(corner.soundSwitch).toHaveCount(0);
    await corner.settingsGate.answer(false);
    await expect(corner.settingsGate.error).toHaveText(
      'That is not the answer. Here is a new question.',
    );
    await expect(corner.soundSwitch).toHaveCount(0);
    await corner.settingsGate.answer(true);
    await expect(corner.soundSwitch).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    await corner.soundSwitch.click();
    await expect(corner.soundSwitch).not.toBeChecked();
    await expect(corner.saveNote).toHaveText('Saved on this device and to your account.');
    expect(await accountSettings(page)).toMatchObject({ sound: false });

    // The next activity says nothing.
    await play.open(COLOURS.path);
    await play.start();
    const item = await play.itemAt(COLOURS.key, 0);
    await play.answer(item);
    await expect(page.getByRole('button', { name: /^Next/ })).toBeVisible();
    expect(await spokenTexts(page)).toEqual([]);
    await device.close();

    // Another device: signing in brings the setting along.
    const other = await browser.newContext({ hasTouch: true });
    const second = await other.newPage();
    await spyOnSpeech(second);
    await signIn(second, parent.email, parent.password);
    await expect
      .poll(() =>
        second.evaluate(() => {
          const account = localStorage.getItem('sprouts.settingsAccount');
          const stored = account ? localStorage.getItem(`sprouts.settings.${account}`) : null;
          return stored ? (JSON.parse(stored) as { sound?: boolean }).sound : undefined;
        }),
      )
      .toBe(false);
    const secondPlay = new PlayPage(second, 'touch');
    await secondPlay.open(COUNT_TO_5.path);
    await secondPlay.start();
    await secondPlay.answer(await secondPlay.itemAt(COUNT_TO_5.key, 0));
    await expect(second.getByRole('button', { name: /^Next/ })).toBeVisible();
    expect(await spokenTexts(second)).toEqual([]);
    await other.close();
  });
});

test.describe('the parental gate on the way out of an activity', () => {
  test('a wrong answer keeps the page closed; a grown-up gets through', async ({ page }) => {
    const play = new PlayPage(page, 'keyboard');
    await play.open(COUNT_TO_5.path);
    const shell = new AppShell(page);
    await shell.navLink('Parents Corner').click();

    // The grown-up question stands in for the page.
    const gate = new ParentalGate(shell.main);
    await expect(shell.pageHeading()).toHaveText('Grown-ups only');
    await expect(page).toHaveTitle('Grown-ups only · Sprouts');
    await expect(shell.main).toContainText('Leaving the activities is for grown-ups.');
    expect(await axeViolations(page)).toEqual([]);
    await gate.answer(false);
    await expect(gate.error).toHaveText('That is not the answer. Here is a new question.');
    await expect(gate.answerField).toBeFocused();
    await expect(shell.main.getByRole('heading', { name: 'Parents Corner' })).toHaveCount(0);

    // Another way out while the question is up: still closed.
    await shell.navLink('Contact').click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(shell.pageHeading()).toHaveText('Grown-ups only');

    // Back to the activity, where the child was.
    await shell.main.getByRole('button', { name: 'Back to the activities' }).click();
    await expect(page).toHaveURL(new RegExp(`${COUNT_TO_5.path}$`));
    await expect(play.startButton).toBeVisible();

    // The payment page from a locked volume asks too; a grown-up gets through.
    await page.goto('/class/nursery/v3');
    await page.getByRole('link', { name: 'Unlock all four volumes' }).click();
    await expect(shell.pageHeading()).toHaveText('Grown-ups only');
    await gate.answer(true);
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(shell.pageHeading()).not.toHaveText('Grown-ups only');

    // Passed a moment ago: not asked again, not even with the Back button.
    await page.goBack();
    await expect(page).toHaveURL(/\/class\/nursery\/v3$/);
    await shell.navLink('Parents Corner').click();
    await expect(shell.pageHeading()).toHaveText('Parents Corner');
  });

  test('the Back button out of an activity asks too', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/parents');
    await shell.navLink('Class').click();
    await expect(shell.pageHeading()).toHaveText('Select Your Grade');
    await page.goBack();
    await expect(page).toHaveURL(/\/parents$/);
    await expect(shell.pageHeading()).toHaveText('Grown-ups only');
  });
});

test.describe('Parents Corner for a visitor', () => {
  test('shows what it offers, the progress on this device and an invitation to sign up; nothing of it loads during play', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const play = new PlayPage(page, 'keyboard');
    await play.open(COUNT_TO_5.path);
    await play.start();
    await play.playToTheEnd(COUNT_TO_5.key);
    await expect.poll(async () => (await play.progress(COUNT_TO_5.key)).length).toBe(1);
    expect(scripts.filter((url) => /ParentsPage|progress-report/.test(url))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);

    // The install offer waits outside the child space: on the volume page a grown-up leaves it
    // for, once a round is finished.
    await offerInstallLikeTheBrowser(page);
    await expect(installOffer(page)).toHaveCount(0);
    // (Opened afresh rather than through the padlock, so the settings below still ask the
    // grown-ups question.)
    await new AppShell(page).goto('/class/nursery/v1');
    await offerInstallLikeTheBrowser(page);
    const offer = installOffer(page);
    await expect(offer.getByRole('button', { name: 'Install Sprouts' })).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);

    const corner = new ParentsCornerPage(page);
    await corner.goto();
    // 'Not now' is remembered: Parents Corner, which offers it too, stays quiet.
    await new AppShell(page).waitForApp();
    await offerInstallLikeTheBrowser(page);
    await expect(
      corner.main.getByRole('heading', { name: 'What Parents Corner offers' }),
    ).toBeVisible();
    await expect(installOffer(page)).toHaveCount(0);
    const main = corner.main;
    await expect(main.getByRole('heading', { name: 'What Parents Corner offers' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Printable progress report' })).toBeVisible();
    const device = main.getByRole('region', { name: 'Progress on this device' });
    const row = corner.topicRow(device.getByRole('table', { name: /^Maths / }), 'Count to 5');
    await expect(row.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    const invite = main.getByRole('region', { name: 'Keep this progress' });
    await expect(invite.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(invite.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(corner.settingsGate.heading).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await new AppShell(page).hasHorizontalScroll()).toBe(false);
    expect(scripts.some((url) => /ParentsPage/.test(url))).toBe(true);
  });
});
