// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, listWorksheets, saveWorksheet } from '@/db';
import { SavedWorksheets } from './SavedWorksheets';

function pdf(bytes: number): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

function renderList() {
  render(
    <MemoryRouter>
      <SavedWorksheets />
    </MemoryRouter>,
  );
}

describe('SavedWorksheets', () => {
  it('lists the saved PDFs with their sizes, and removes one', async () => {
    await saveWorksheet({
      title: 'Count to 20',
      pdf: pdf(80 * 1024),
      fileName: 'sprouts-k1-v1-maths-count-to-20.pdf',
      kind: 'topic',
      grade: 'k1',
      volume: 'v1',
      subject: 'maths',
      paper: 'a4',
    });
    await saveWorksheet({
      title: 'Volume 1: Beginning Sounds and Numbers to 20',
      pdf: pdf(2 * 1024 * 1024),
      fileName: 'sprouts-k1-v1.pdf',
      kind: 'volume',
      grade: 'k1',
      volume: 'v1',
      subject: null,
      paper: 'letter',
    });
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('2 worksheets, 2.1 MB in all.')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const count = items.find((item) => item.textContent?.includes('Count to 20'));
    expect(count).toHaveTextContent(/A4 · 80 KB · saved on/);
    expect(screen.getByRole('link', { name: 'Open My worksheets' })).toHaveAttribute(
      'href',
      '/worksheets',
    );

    await user.click(
      within(count as HTMLElement).getByRole('button', { name: 'Remove Count to 20' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Removed ‘Count to 20’ from this device.',
    );
    expect(await screen.findByText('1 worksheet, 2.0 MB in all.')).toBeVisible();
    expect((await listWorksheets()).map((row) => row.title)).toEqual([
      'Volume 1: Beginning Sounds and Numbers to 20',
    ]);
  });

  it('says so when nothing is saved', async () => {
    renderList();
    expect(await screen.findByText(/No worksheets are saved on this device/)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
