import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import {
  deleteWorksheet,
  getWorksheet,
  listWorksheets,
  saveWorksheet,
  worksheetsTotalSize,
  type NewWorksheet,
} from './worksheet-repo';

function pdf(bytes: number): Blob {
  const body = new Uint8Array(bytes).fill(32);
  body.set(new TextEncoder().encode('%PDF-1.3'));
  return new Blob([body], { type: 'application/pdf' });
}

function worksheet(overrides: Partial<NewWorksheet> = {}): NewWorksheet {
  return {
    title: 'Count to 10',
    fileName: 'sprouts-k1-v1-maths-count-to-10.pdf',
    kind: 'topic',
    grade: 'k1',
    volume: 'v1',
    subject: 'maths',
    paper: 'a4',
    pdf: pdf(2048),
    ...overrides,
  };
}

beforeEach(async () => {
  vi.useRealTimers();
  await db.delete({ disableAutoOpen: false });
});

describe('worksheet repository', () => {
  it('saves a PDF with its size and date, and gives it back with its bytes', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-02T09:30:00Z'), toFake: ['Date'] });
    const saved = await saveWorksheet(worksheet());
    expect(saved).toMatchObject({
      id: 'a4/sprouts-k1-v1-maths-count-to-10.pdf',
      created: '2026-05-02T09:30:00.000Z',
      size: 2048,
      title: 'Count to 10',
      kind: 'topic',
      grade: 'k1',
      volume: 'v1',
      subject: 'maths',
      paper: 'a4',
    });
    const read = await getWorksheet(saved.id);
    expect(read?.size).toBe(2048);
    const bytes = new Uint8Array(await (read?.pdf as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.3');
    expect(bytes.byteLength).toBe(2048);
  });

  it('lists newest first and replaces an older copy of the same worksheet on the same paper', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T08:00:00Z'), toFake: ['Date'] });
    await saveWorksheet(worksheet());
    vi.setSystemTime(new Date('2026-05-01T09:00:00Z'));
    await saveWorksheet(
      worksheet({
        title: 'Maths Assessment',
        fileName: 'sprouts-k1-v1-maths-assessment.pdf',
        kind: 'assessment',
      }),
    );
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    await saveWorksheet(worksheet({ paper: 'letter', pdf: pdf(1000) }));
    vi.setSystemTime(new Date('2026-05-01T11:00:00Z'));
    await saveWorksheet(worksheet({ pdf: pdf(3000) }));

    const rows = await listWorksheets();
    expect(rows.map((row) => [row.id, row.size, row.created])).toEqual([
      ['a4/sprouts-k1-v1-maths-count-to-10.pdf', 3000, '2026-05-01T11:00:00.000Z'],
      ['letter/sprouts-k1-v1-maths-count-to-10.pdf', 1000, '2026-05-01T10:00:00.000Z'],
      ['a4/sprouts-k1-v1-maths-assessment.pdf', 2048, '2026-05-01T09:00:00.000Z'],
    ]);
    expect(await worksheetsTotalSize()).toBe(6048);
  });

  it('keeps a whole volume without a subject', async () => {
    const saved = await saveWorksheet(
      worksheet({
        title: 'Kindergarten 1 · Volume 1 worksheets',
        fileName: 'sprouts-k1-v1-worksheets.pdf',
        kind: 'volume',
        subject: null,
      }),
    );
    expect((await getWorksheet(saved.id))?.subject).toBeNull();
  });

  it('deletes one worksheet and counts the size of what is left', async () => {
    const first = await saveWorksheet(worksheet());
    await saveWorksheet(worksheet({ fileName: 'other.pdf', pdf: pdf(500) }));
    expect(await worksheetsTotalSize()).toBe(2548);

    await deleteWorksheet(first.id);
    expect(await getWorksheet(first.id)).toBeUndefined();
    expect((await listWorksheets()).map((row) => row.fileName)).toEqual(['other.pdf']);
    expect(await worksheetsTotalSize()).toBe(500);
    // Deleting what is not there is harmless.
    await deleteWorksheet(first.id);
    expect(await worksheetsTotalSize()).toBe(500);
  });

  it('has nothing saved on a new device', async () => {
    expect(await listWorksheets()).toEqual([]);
    expect(await worksheetsTotalSize()).toBe(0);
  });
});
