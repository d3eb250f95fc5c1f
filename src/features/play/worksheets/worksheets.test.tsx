// @vitest-environment jsdom
/**
 * The worksheet controls on the subject and topic pages, against the embedded backend (real
 * Auth, subscription, api function and mailbox) with the real PDF generator: what a visitor,
 * the free sample and a subscriber can do, and what each button hands to the browser.
 */
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPack } from '@/domain/types';
import { AuthProvider } from '@/backend/auth-state';
import { supabase } from '@/backend/client';
import { loadPack } from '@/content/load-pack';
import { db, listWorksheets } from '@/db';
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import { blobBytes, installBrowserFileStubs, type HandedOver } from '@/test/browser-files';
import { readPdf } from '@/worksheets/testing/pdf-reader';
import {
  fetchingPicturesFrom,
  startPictureServer,
  type PictureServer,
} from '@/worksheets/testing/picture-server';
import { DEMO_USER } from '../../../../supabase/local/keys';
import SubjectPage from '../SubjectPage';
import TopicPage from '../TopicPage';
import { readPaper } from '@/settings/paper';
import { readChildSettings } from '@/settings/child-settings';
import { rememberPass } from '@/widgets/parental-gate/gate-pass';

// The app's own client talks to a real embedded backend started before the app's modules load.
const backend = await vi.hoisted(async () => {
  const { spawnBackend } = await import('@/test/spawned-backend');
  const spawned = await spawnBackend();
  vi.stubEnv('VITE_SUPABASE_URL', spawned.url);
  return spawned;
});

/** Making the first PDF loads the worksheet code: give it time. */
const SLOW = { timeout: 30_000 };

let pack: ContentPack;
let handed: HandedOver;
// The pictures a PDF prints are the app's SVG files, served as the app's host serves them.
let pictures: PictureServer;
const networkFetch = globalThis.fetch;

beforeAll(async () => {
  pack = await loadPack('k1', 'v1');
  pictures = await startPictureServer();
});
afterAll(async () => {
  await backend.close();
  await pictures.close();
});
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchingPicturesFrom(pictures, networkFetch));
  await supabase.auth.signOut();
  handed = installBrowserFileStubs();
  localStorage.clear();
  // A grown-up has just answered the question, so the worksheet panels are open.
  rememberPass();
  document.getElementById('sprouts-print-frame')?.remove();
  await db.delete({ disableAutoOpen: false });
  await backend.clearMail();
});

async function signInAsDemo() {
  const { error } = await supabase.auth.signInWithPassword({
    email: DEMO_USER.email,
    password: DEMO_USER.password,
  });
  if (error) throw error;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/class/:grade/:volume/:sub', element: <SubjectPage /> },
      { path: '/class/:grade/:volume/:sub/:topic', element: <TopicPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

const firstEnglish = () => pack.subjects.english.topics[0]!;
const secondEnglish = () => pack.subjects.english.topics[1]!;
const firstMaths = () => pack.subjects.maths.topics[0]!;

// The panel is a chunk of its own, with the worksheet builder and every kind's generator: the
// first test to open it waits for their first load.
async function worksheetPanel() {
  return screen.findByRole('region', { name: 'Printable worksheet' }, SLOW);
}

async function pdfText(blob: Blob) {
  return readPdf(await blobBytes(blob));
}

describe('the worksheet on a topic page', () => {
  it("lets a visitor download the grade's free sample, saved on the device", async () => {
    const topic = firstEnglish();
    renderAt(`/class/K1/v1/english/${topic.id}`);
    const panel = await worksheetPanel();
    // jsdom speaks en-US: the paper starts as US Letter.
    expect(await within(panel).findByRole('radio', { name: 'US Letter' })).toBeChecked();
    const user = userEvent.setup();
    const download = within(panel).getByRole('button', { name: 'Download' });
    await user.click(download);
    await within(panel).findByText(/^Downloaded\. A copy is kept in My worksheets/, {}, SLOW);
    expect(within(panel).getByRole('link', { name: 'Open My worksheets' })).toHaveAttribute(
      'href',
      '/worksheets',
    );

    const [file] = handed.downloads;
    expect(file?.fileName).toBe(`sprouts-k1-v1-english-${topic.id}.pdf`);
    const bytes = await blobBytes(file!.blob);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pages = await pdfText(file!.blob);
    expect(Math.round(pages[0]?.width ?? 0)).toBe(612);
    expect(pages[0]?.text).toContain(topic.title);
    // The child's pages only: the answer key is a file of its own.
    expect(pages.some((page) => page.text.includes('Answer key'))).toBe(false);

    const [saved] = await listWorksheets();
    expect(saved).toMatchObject({
      title: topic.title,
      fileName: file?.fileName,
      kind: 'topic',
      grade: 'k1',
      volume: 'v1',
      subject: 'english',
      paper: 'letter',
      size: bytes.byteLength,
    });

    await user.click(within(panel).getByRole('button', { name: 'Download answer key' }));
    await waitFor(() => expect(handed.downloads).toHaveLength(2));
    const key = handed.downloads[1];
    expect(key?.fileName).toBe(`sprouts-k1-v1-english-${topic.id}-answer-key.pdf`);
    const keyPages = await pdfText(key!.blob);
    expect(keyPages.every((page) => page.text.includes('Answer key'))).toBe(true);
    expect(keyPages[0]?.text).toContain(topic.title);
  }, 60_000);

  it('puts the key in the same file, an easier level and the ink saver when chosen', async () => {
    const topic = firstEnglish();
    renderAt(`/class/K1/v1/english/${topic.id}`);
    const panel = await worksheetPanel();
    const user = userEvent.setup();
    await user.click(
      await within(panel).findByRole('radio', { name: 'With the worksheet, in one file' }),
    );
    expect(within(panel).queryByRole('button', { name: 'Download answer key' })).toBeNull();
    await user.click(within(panel).getByRole('radio', { name: 'Easier' }));
    await user.click(within(panel).getByRole('radio', { name: 'Ink saver (black and white)' }));
    expect(readChildSettings().inkSaver).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Download' }));
    await within(panel).findByText(/^Downloaded\./, {}, SLOW);
    const [file] = handed.downloads;
    expect(file?.fileName).toBe(
      `sprouts-k1-v1-english-${topic.id}-easier-ink-saver-with-answer-key.pdf`,
    );
    const pages = await pdfText(file!.blob);
    expect(pages[0]?.text).toContain('Easier');
    expect(pages.at(-1)?.text).toContain('Answer key');
    const [saved] = await listWorksheets();
    expect(saved?.title).toBe(`${topic.title} (Easier)`);
  });

  it('explains to a visitor that other worksheets come with a subscription', async () => {
    renderAt(`/class/k1/v1/english/${secondEnglish().id}`);
    const panel = await worksheetPanel();
    expect(
      await within(panel).findByText('Worksheets come with a subscription.', { exact: false }),
    ).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(within(panel).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('tells a visitor who asks for an email to sign in first', async () => {
    renderAt(`/class/k1/v1/english/${firstEnglish().id}`);
    const panel = await worksheetPanel();
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'Email me this worksheet' }));
    const alert = await within(panel).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Please sign in to email worksheets.');
    expect(within(alert).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(await backend.mail()).toEqual([]);
  });

  it("prints any worksheet for a subscriber on the paper chosen, with the child's name", async () => {
    await signInAsDemo();
    const topic = firstMaths();
    renderAt(`/class/k1/v1/maths/${topic.id}`);
    const panel = await worksheetPanel();
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('radio', { name: 'A4' }, SLOW));
    expect(readPaper()).toBe('a4');
    expect(within(panel).getByText(/Maya’s name on the Name line/)).toBeVisible();

    const print = within(panel).getByRole('button', { name: 'Print' });
    await user.click(print);
    await within(panel).findByText(/^The print dialog is open\./, {}, SLOW);
    const frame = document.getElementById('sprouts-print-frame') as HTMLIFrameElement | null;
    expect(frame?.tagName).toBe('IFRAME');
    const printed = handed.blobs.get(frame?.getAttribute('src') ?? '');
    expect(printed?.type).toBe('application/pdf');
    const pages = await pdfText(printed!);
    expect(Math.round(pages[0]?.width ?? 0)).toBe(595);
    expect(pages[0]?.text).toContain(topic.title);
    expect(pages[0]?.text).toContain('Maya');
    expect((await listWorksheets()).map((row) => row.id)).toEqual([
      `a4/sprouts-k1-v1-maths-${topic.id}.pdf`,
    ]);
  });

  it('emails a subscriber the worksheet of an assessment, as a PDF attachment', async () => {
    await signInAsDemo();
    renderAt('/class/k1/v1/maths/assessment');
    const panel = await worksheetPanel();
    const user = userEvent.setup();
    const email = await within(panel).findByRole('button', { name: 'Email me this worksheet' });
    await user.click(email);
    expect(within(panel).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(
      await within(panel).findByText(`Sent to ${DEMO_USER.email}.`, { exact: false }, SLOW),
    ).toBeVisible();
    const [mail] = await backend.mail();
    expect(mail?.to).toEqual([DEMO_USER.email]);
    expect(mail?.subject).toBe('Your Sprouts worksheet: Maths Assessment');
    expect(mail?.text).toContain('The answer key is in a file of its own');
    expect(mail?.text).toContain('Your worksheet also stays in My worksheets');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: 'sprouts-k1-v1-maths-assessment.pdf',
        content_type: 'application/pdf',
      }),
      expect.objectContaining({
        filename: 'sprouts-k1-v1-maths-assessment-answer-key.pdf',
        content_type: 'application/pdf',
      }),
    ]);
    const attached = await backend.attachment(mail!.id, 0);
    expect(new TextDecoder().decode(attached.slice(0, 5))).toBe('%PDF-');
    const worksheet = await readPdf(attached);
    expect(worksheet[0]?.text).toContain('Maths Assessment');
    expect(worksheet.some((page) => page.text.includes('Answer key'))).toBe(false);
    const key = await readPdf(await backend.attachment(mail!.id, 1));
    expect(key[0]?.text).toContain('Answer key');
  });
});

describe('the worksheets on a subject page', () => {
  it('shows a visitor the free sample and what comes with a subscription', async () => {
    renderAt('/class/k1/v1/english');
    const section = await screen.findByRole('region', { name: 'Printable English worksheets' });
    expect(
      await within(section).findByText(`Try one for free: ‘${firstEnglish().title}’`, {
        exact: false,
      }),
    ).toBeVisible();
    const rows = within(
      within(section).getByRole('list', { name: 'English worksheets' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(pack.subjects.english.topics.length + 1);
    expect(
      within(rows[0]!).getByRole('button', { name: `Download ${firstEnglish().title}` }),
    ).toBeEnabled();
    for (const row of rows.slice(1)) {
      expect(within(row).getByText('With a subscription')).toBeVisible();
      expect(within(row).queryByRole('button')).toBeNull();
    }
    expect(
      within(section).queryByRole('button', { name: /all worksheets of this volume/ }),
    ).toBeNull();
  });

  it('offers a visitor no sample on Maths', async () => {
    renderAt('/class/k1/v1/maths');
    const section = await screen.findByRole('region', { name: 'Printable Maths worksheets' });
    expect(await within(section).findByRole('link', { name: 'Subscribe Now' })).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('radiogroup')).toBeNull();
  });

  it('makes the whole volume for a subscriber, with a progress bar, and keeps it', async () => {
    await signInAsDemo();
    renderAt('/class/k1/v1/maths');
    const section = await screen.findByRole('region', { name: 'Printable Maths worksheets' });
    const user = userEvent.setup();
    const rows = within(
      await within(section).findByRole('list', { name: 'Maths worksheets' }),
    ).getAllByRole('listitem');
    for (const row of rows)
      expect(within(row).getByRole('button', { name: /^Download (?!answer key)/ })).toBeEnabled();

    await user.click(
      within(section).getByRole('button', { name: 'Download all worksheets of this volume' }),
    );
    const progress = await within(section).findByRole('progressbar', {
      name: /Making the worksheets: \d+%/,
    });
    expect(progress).toHaveAttribute('max', '100');
    await within(section).findByText(/^Downloaded\./, {}, SLOW);
    expect(within(section).queryByRole('progressbar')).toBeNull();

    const [file] = handed.downloads;
    expect(file?.fileName).toBe('sprouts-k1-v1-worksheets.pdf');
    const pages = await pdfText(file!.blob);
    expect(pages[0]?.text).toContain(pack.title);
    expect(pages[0]?.text).toContain('For Maya');
    await waitFor(async () =>
      expect((await listWorksheets())[0]).toMatchObject({ kind: 'volume', subject: null }),
    );
    expect(pages.some((page) => page.text.includes('Answer key'))).toBe(false);

    await user.click(within(section).getByRole('button', { name: 'Download all answer keys' }));
    await waitFor(() => expect(handed.downloads).toHaveLength(2), SLOW);
    const keys = handed.downloads[1];
    expect(keys?.fileName).toBe('sprouts-k1-v1-worksheets-answer-key.pdf');
    const keyPages = await pdfText(keys!.blob);
    expect(keyPages.every((page) => page.text.includes('Answer key'))).toBe(true);
    expect(localStorage.getItem(SUBSCRIPTION_STATUS_CACHE_KEY)).toContain('"status":"active"');
  }, 60_000);
});
