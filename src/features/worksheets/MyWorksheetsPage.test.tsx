// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, listWorksheets, saveWorksheet, type NewWorksheet } from '@/db';
import { blobBytes, installBrowserFileStubs, type HandedOver } from '@/test/browser-files';
import MyWorksheetsPage from './MyWorksheetsPage';

let handed: HandedOver;

beforeEach(async () => {
  vi.useRealTimers();
  handed = installBrowserFileStubs();
  document.getElementById('sprouts-print-frame')?.remove();
  await db.delete({ disableAutoOpen: false });
});

function pdf(bytes: number, marker: string): Blob {
  const body = new Uint8Array(bytes).fill(32);
  body.set(new TextEncoder().encode(`%PDF-1.3 ${marker}`));
  return new Blob([body], { type: 'application/pdf' });
}

function worksheet(overrides: Partial<NewWorksheet>): NewWorksheet {
  return {
    title: 'Count to 10',
    fileName: 'sprouts-k1-v1-maths-count-to-10.pdf',
    kind: 'topic',
    grade: 'k1',
    volume: 'v1',
    subject: 'maths',
    paper: 'a4',
    pdf: pdf(84 * 1024, 'count'),
    ...overrides,
  };
}

async function saveThree() {
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z'), toFake: ['Date'] });
  await saveWorksheet(worksheet({}));
  vi.setSystemTime(new Date('2026-05-02T10:00:00Z'));
  await saveWorksheet(
    worksheet({
      title: 'English Assessment',
      fileName: 'sprouts-nursery-v1-english-assessment.pdf',
      kind: 'assessment',
      grade: 'nursery',
      subject: 'english',
      paper: 'letter',
      pdf: pdf(120 * 1024, 'assessment'),
    }),
  );
  vi.setSystemTime(new Date('2026-05-03T10:00:00Z'));
  await saveWorksheet(
    worksheet({
      title: 'All worksheets of Volume 1: First Words',
      fileName: 'sprouts-k2-v1-worksheets.pdf',
      kind: 'volume',
      grade: 'k2',
      subject: null,
      pdf: pdf(Math.round(1.5 * 1024 * 1024), 'volume'),
    }),
  );
  vi.useRealTimers();
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/worksheets', element: <MyWorksheetsPage /> },
      { path: '/class', element: <p>{'grades'}</p> },
    ],
    { initialEntries: ['/worksheets'] },
  );
  render(<RouterProvider router={router} />);
}

async function items() {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('listitem');
}

describe('My worksheets', () => {
  it('says so when nothing is saved yet, and where to find worksheets', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My worksheets' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No saved worksheets yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a grade' })).toHaveAttribute('href', '/class');
    expect(document.title).toBe('My worksheets · Sprouts');
  });

  it('lists every saved PDF, newest first, with what it is, its size and date', async () => {
    await saveThree();
    renderPage();
    const rows = await items();
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'All worksheets of Volume 1: First Words',
      'English Assessment',
      'Count to 10',
    ]);
    expect(rows[0]).toHaveTextContent('Kindergarten 2 · Volume 1 · English and Maths');
    expect(rows[0]).toHaveTextContent('A4 · 1.5 MB · Saved');
    expect(rows[1]).toHaveTextContent('Nursery · Volume 1 · English · Assessment');
    expect(rows[1]).toHaveTextContent('US Letter · 120 KB');
    expect(rows[2]).toHaveTextContent('Kindergarten 1 · Volume 1 · Maths');
    expect(rows[2]).toHaveTextContent('A4 · 84 KB');
    expect(within(rows[2]!).getByText(/2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-05-01T10:00:00.000Z',
    );
    expect(screen.getByText('3 worksheets · 1.7 MB on this device')).toBeVisible();
  });

  it('prints a saved PDF from the device through the print frame', async () => {
    await saveThree();
    renderPage();
    await items();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print English Assessment' }));
    const frame = document.getElementById('sprouts-print-frame') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    const printed = handed.blobs.get(frame.getAttribute('src') ?? '');
    expect(new TextDecoder().decode((await blobBytes(printed!)).slice(0, 19))).toBe(
      '%PDF-1.3 assessment',
    );
    // A second print replaces the frame rather than adding another.
    await user.click(screen.getByRole('button', { name: 'Print Count to 10' }));
    expect(document.querySelectorAll('#sprouts-print-frame')).toHaveLength(1);
  });

  it('downloads a saved PDF again under its file name', async () => {
    await saveThree();
    renderPage();
    await items();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download Count to 10' }));
    expect(handed.downloads.map((file) => file.fileName)).toEqual([
      'sprouts-k1-v1-maths-count-to-10.pdf',
    ]);
    expect(
      new TextDecoder().decode((await blobBytes(handed.downloads[0]!.blob)).slice(0, 14)),
    ).toBe('%PDF-1.3 count');
  });

  it('asks before deleting, keeps it on "Keep it", and deletes on "Yes, delete"', async () => {
    await saveThree();
    renderPage();
    await items();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Count to 10' }));
    const question = screen.getByRole('group', { name: 'Delete ‘Count to 10’ from this device?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete Count to 10' })).toHaveFocus();
    expect(await listWorksheets()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Delete Count to 10' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted ‘Count to 10’.');
    expect((await items()).map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'All worksheets of Volume 1: First Words',
      'English Assessment',
    ]);
    expect(screen.getByText('2 worksheets · 1.6 MB on this device')).toBeVisible();
    expect((await listWorksheets()).map((row) => row.title)).not.toContain('Count to 10');
  });

  it('shows the empty state once the last worksheet is deleted', async () => {
    await saveWorksheet(worksheet({}));
    renderPage();
    await items();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Count to 10' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved worksheets yet' })).toBeVisible();
  });
});
