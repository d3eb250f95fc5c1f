import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import { pack } from '../src/content/packs/k1/v1';
import { SERVICE_ROLE_KEY } from '../supabase/local/keys';
import { DEMO_PARENT, newParent, ProfilePage, SignInPage, SignUpPage } from './pages/account-pages';
import { AppShell } from './pages/AppShell';
import { BACKEND_URL } from './pages/mailbox';
import {
  attachmentBytes,
  framePdf,
  mailTo,
  MyWorksheetsPage,
  pdfPageCount,
  pdfText,
  PrintPreview,
  printedUrls,
  recordPrints,
  SubjectWorksheetsSection,
  TopicWorksheetPanel,
} from './pages/worksheets';
import { launchHeaded } from './support/headed-browser';
import { goOffline, goOnline } from './support/network';
import { waitForServiceWorker } from './support/service-worker';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SAMPLE = pack.subjects.english.topics[0]!;
const LOCKED = pack.subjects.english.topics[1]!;
const MATHS = pack.subjects.maths.topics[0]!;
const topicPath = (subject: string, id: string) => `/class/K1/v1/${subject}/${id}`;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => violation.id);
}

async function signInAsDemo(page: Page): Promise<void> {
  const form = new SignInPage(page);
  await form.goto();
  await form.signIn(DEMO_PARENT.email, DEMO_PARENT.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(new AppShell(page).navLink('My Profile')).toBeVisible();
}

/** The demo subscriber on a Maths topic's worksheet panel, noting if the tab goes down. */
async function openMathsPanelWatchingTheTab(page: Page) {
  await signInAsDemo(page);
  const panel = new TopicWorksheetPanel(page);
  const path = topicPath('maths', MATHS.id);
  await panel.open(path);
  let crashed = false;
  page.on('crash', () => {
    crashed = true;
  });
  return { panel, path, crashed: () => crashed };
}

test.describe('printable worksheets', () => {
  test('a subscriber downloads a worksheet, then prints it from My worksheets and makes another offline', async ({
    page,
    context,
  }) => {
    await recordPrints(page);
    await signInAsDemo(page);
    const panel = new TopicWorksheetPanel(page);
    await panel.open(topicPath('maths', MATHS.id));
    await panel.paper('A4').check();
    const { bytes, fileName } = await panel.downloadPdf();
    expect(fileName).toBe(`sprouts-k1-v1-maths-${MATHS.id}.pdf`);
    const text = pdfText(bytes);
    expect(text).toContain(MATHS.title);
    expect(text).toContain('Maya');
    // The child's pages only; the answer key is a file of its own.
    expect(text).not.toContain('Answer key');
    await expect(panel.status).toContainText('A copy is kept in My worksheets');
    const key = await panel.downloadKeyPdf();
    expect(key.fileName).toBe(`sprouts-k1-v1-maths-${MATHS.id}-answer-key.pdf`);
    expect(pdfText(key.bytes)).toContain('Answer key');

    // My worksheets, through the footer link: the grown-up answered the question a moment ago.
    await new AppShell(page).footer.getByRole('link', { name: 'My worksheets' }).click();
    const saved = new MyWorksheetsPage(page);
    await expect(saved.heading).toBeVisible();
    const item = saved.item(MATHS.title);
    await expect(item).toContainText('Kindergarten 1 · Volume 1 · Maths');
    await expect(item).toContainText(/A4 · \d+ KB · Saved/);
    await expect(saved.total).toHaveText(/^2 worksheets · \d+ KB on this device$/);
    await expect(saved.item(`${MATHS.title} – answer key`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Offline, once the service worker has the app: the page and the PDF come from the device.
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.reload();
    await expect(saved.heading).toBeVisible();
    await saved.printButton(MATHS.title).click();
    await expect(saved.printFrame()).toHaveCount(1);
    // The print dialog was asked for on the PDF's frame, not on the page.
    const frameUrl = await saved.printFrame().getAttribute('src');
    await expect.poll(() => printedUrls(page)).toEqual([frameUrl]);
    const printed = await saved.printedPdf();
    expect(Buffer.from(printed.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(printed.byteLength).toBe(bytes.byteLength);
    expect(pdfText(printed)).toContain(MATHS.title);

    // Worksheets are also made offline: the worksheet code is precached with the app.
    await panel.open(topicPath('maths', pack.subjects.maths.topics[1]!.id));
    const offline = await panel.downloadPdf();
    expect(pdfText(offline.bytes)).toContain(pack.subjects.maths.topics[1]!.title);
    await goOnline(context);
  });

  test('the demo subscriber emails a worksheet and it arrives with the PDF attached', async ({
    page,
    request,
  }) => {
    await signInAsDemo(page);
    const panel = new TopicWorksheetPanel(page);
    await panel.open(topicPath('english', LOCKED.id));
    const before = (await mailTo(request, DEMO_PARENT.email)).length;
    await panel.email.click();
    await expect(panel.status).toContainText(`Sent to ${DEMO_PARENT.email}.`, { timeout: 30_000 });

    const messages = await mailTo(request, DEMO_PARENT.email);
    expect(messages).toHaveLength(before + 1);
    const [mail] = messages;
    expect(mail?.subject).toBe(`Your Sprouts worksheet: ${LOCKED.title}`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: `sprouts-k1-v1-english-${LOCKED.id}.pdf`,
        content_type: 'application/pdf',
      }),
      expect.objectContaining({
        filename: `sprouts-k1-v1-english-${LOCKED.id}-answer-key.pdf`,
        content_type: 'application/pdf',
      }),
    ]);
    const attached = await attachmentBytes(request, mail!.id, 0);
    expect(Buffer.from(attached.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(attached);
    expect(text).toContain(LOCKED.title);
    expect(text).toContain('Maya');
    expect(text).not.toContain('Answer key');
    expect(pdfText(await attachmentBytes(request, mail!.id, 1))).toContain('Answer key');
  });

  test('a subscriber downloads every worksheet of the volume in one PDF, with a progress bar', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const section = new SubjectWorksheetsSection(page, 'English');
    await section.open('/class/K1/v1/english');
    await expect(section.downloadButton(LOCKED.title)).toBeEnabled();
    const downloading = section.downloadVolumePdf();
    await expect(section.progress).toBeVisible();
    await expect(section.progress).toHaveAccessibleName(/Making the worksheets: \d+%/);
    const { bytes, fileName } = await downloading;
    expect(fileName).toBe('sprouts-k1-v1-worksheets.pdf');
    const text = pdfText(bytes);
    expect(text).toContain(pack.title);
    expect(text).toContain('For Maya');
    for (const topic of [...pack.subjects.english.topics, ...pack.subjects.maths.topics])
      expect(text).toContain(topic.title);
    expect(text).not.toContain('Answer key');
    await expect(section.progress).toHaveCount(0);
    // The worker's script is not precached: where it cannot be had, the page makes the files.
    let workerScriptsRefused = 0;
    await page.route('**/assets/volume-worker-*.js', (route) => {
      workerScriptsRefused += 1;
      return route.abort();
    });
    const keys = await section.downloadVolumeKeysPdf();
    expect(workerScriptsRefused).toBe(1);
    expect(keys.fileName).toBe('sprouts-k1-v1-worksheets-answer-key.pdf');
    expect(pdfText(keys.bytes)).toContain('Answer key');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a visitor prints the free sample; the rest comes with a subscription; email needs an account', async ({
    page,
    request,
  }) => {
    const section = new SubjectWorksheetsSection(page, 'English');
    await section.open('/class/K1/v1/english');
    await expect(section.root).toContainText('Worksheets come with a subscription.');
    await expect(section.root.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await expect(section.downloadButton(SAMPLE.title)).toBeEnabled();
    await expect(section.row(LOCKED.title)).toContainText('With a subscription');
    await expect(section.row(LOCKED.title).getByRole('button')).toHaveCount(0);
    await expect(section.downloadVolume).toHaveCount(0);

    const locked = new TopicWorksheetPanel(page);
    await locked.open(topicPath('english', LOCKED.id));
    await expect(locked.root).toContainText('Worksheets come with a subscription.');
    await expect(locked.download).toHaveCount(0);

    const sample = new TopicWorksheetPanel(page);
    await sample.open(topicPath('english', SAMPLE.id));
    const { bytes } = await sample.downloadPdf();
    expect(pdfText(bytes)).toContain(SAMPLE.title);

    await sample.email.click();
    await expect(sample.alert).toContainText('Please sign in to email worksheets.');
    await expect(sample.alert.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    // The function itself refuses a visitor, whatever the page shows.
    const answer = await request.post(
      `${BACKEND_URL}/functions/v1/api/worksheets/email?version=v1`,
      {
        data: { title: 'x', attachments: [{ filename: 'x.pdf', content: 'JVBERi0xLjMK' }] },
      },
    );
    expect(answer.status()).toBe(401);
  });

  test('a new parent is told to subscribe, then to verify the email, before anything is sent', async ({
    page,
    request,
  }) => {
    const parent = newParent({ grade: 'Kindergarten-1' });
    const form = new SignUpPage(page);
    await form.goto();
    await form.signUp(parent);
    await expect(page).toHaveURL(/\/subscribe$/);

    const panel = new TopicWorksheetPanel(page);
    await panel.open(topicPath('english', SAMPLE.id));
    await panel.email.click();
    await expect(panel.alert).toContainText('Emailing worksheets comes with a subscription.', {
      timeout: 30_000,
    });
    await expect(panel.alert.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscribe',
    );

    // An active subscription, as a payment would give it (the service role writes it).
    const granted = await request.patch(
      `${BACKEND_URL}/rest/v1/profiles?email=eq.${encodeURIComponent(parent.email)}`,
      {
        headers: {
          apikey: SERVICE_ROLE_KEY,
          authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          prefer: 'return=representation',
        },
        data: {
          subscription_status: 'active',
          subscription_end_date: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        },
      },
    );
    expect(granted.status()).toBe(200);
    expect(await granted.json()).toHaveLength(1);
    // Reading the profile refreshes the cached subscription status.
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.notVerified).toBeVisible();

    await panel.open(topicPath('maths', MATHS.id));
    await expect(panel.download).toBeVisible();
    await panel.email.click();
    await expect(panel.alert).toContainText(
      'Please verify your email address first: open the link we sent you, or send a new one from your profile.',
      { timeout: 30_000 },
    );
    await expect(panel.alert.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const received = await mailTo(request, parent.email);
    expect(received.filter((message) => message.attachments.length > 0)).toEqual([]);
  });

  test('prints the worksheet and its key apart on their own frames, the page staying put', async ({
    page,
  }) => {
    await recordPrints(page);
    const { panel, path, crashed } = await openMathsPanelWatchingTheTab(page);

    await panel.print.click();
    await expect(panel.status).toContainText('The print dialog is open.');
    // The PDF is in the frame and the print dialog was asked for on that frame, not the page.
    const frameUrl = await panel.printFrame().getAttribute('src');
    await expect.poll(() => printedUrls(page)).toEqual([frameUrl]);
    const sheet = pdfText(await framePdf(page, panel.printFrame()));
    expect(sheet).toContain(MATHS.title);
    expect(sheet).not.toContain('Answer key');

    await panel.printKey.click();
    await expect.poll(async () => (await printedUrls(page)).length).toBe(2);
    const keyUrl = await panel.printFrame().getAttribute('src');
    expect(keyUrl).not.toBe(frameUrl);
    expect((await printedUrls(page))[1]).toBe(keyUrl);
    expect(pdfText(await framePdf(page, panel.printFrame()))).toContain('Answer key');
    await expect(panel.printFrame()).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(crashed()).toBe(false);
  });

  test('in a headed browser, Print opens the print preview on the PDF and the tab lives on', async ({
    launchOptions,
    baseURL,
  }) => {
    // Print previews exist only in a headed browser: one of its own, on a virtual display when
    // the run has none.
    const headed = await launchHeaded(launchOptions);
    try {
      const page = await (await headed.browser.newContext({ baseURL })).newPage();
      await printsThroughThePreview(page);
    } finally {
      await headed.close();
    }
  });
});

async function printsThroughThePreview(page: Page): Promise<void> {
  const { panel, path, crashed } = await openMathsPanelWatchingTheTab(page);
  const preview = await PrintPreview.attach(page);
  for (const button of [panel.print, panel.printKey, panel.print]) {
    await button.click();
    await expect.poll(() => preview.isOpen(), { timeout: 30_000 }).toBe(true);
    // It prints the PDF in the frame, page for page, not the app's page.
    const pages = pdfPageCount(await framePdf(page, panel.printFrame()));
    expect(pages).toBeLessThanOrEqual(2);
    await expect.poll(() => preview.pageCount(), { timeout: 30_000 }).toBe(pages);
    expect(new URL(page.url()).pathname).toBe(path);
    await preview.cancel();
    await expect.poll(() => preview.isOpen()).toBe(false);
    await expect(panel.print).toBeEnabled();
  }
  expect(crashed()).toBe(false);
  await expect(panel.root).toBeVisible();
}
