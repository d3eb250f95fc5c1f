import { db } from './db';
import type { WorksheetRow } from './records';

/** What is saved: the PDF and what the list shows about it. */
export type NewWorksheet = Omit<WorksheetRow, 'id' | 'created' | 'size'>;

export function worksheetIdOf(worksheet: Pick<WorksheetRow, 'paper' | 'fileName'>): string {
  return `${worksheet.paper}/${worksheet.fileName}`;
}

/**
 * Keeps a generated PDF on the device so it can be printed again offline. The same worksheet on
 * the same paper replaces its older copy instead of piling up.
 */
export async function saveWorksheet(worksheet: NewWorksheet): Promise<WorksheetRow> {
  const row: WorksheetRow = {
    ...worksheet,
    id: worksheetIdOf(worksheet),
    created: new Date().toISOString(),
    size: worksheet.pdf.size,
  };
  await db.worksheets.put(row);
  return row;
}

/** Every saved worksheet, newest first. */
export function listWorksheets(): Promise<WorksheetRow[]> {
  return db.worksheets.orderBy('created').reverse().toArray();
}

export function getWorksheet(id: string): Promise<WorksheetRow | undefined> {
  return db.worksheets.get(id);
}

export async function deleteWorksheet(id: string): Promise<void> {
  await db.worksheets.delete(id);
}

/** Bytes taken by every saved PDF, read from the size index without loading the PDFs. */
export async function worksheetsTotalSize(): Promise<number> {
  const sizes = await db.worksheets.orderBy('size').keys();
  return sizes.reduce<number>((sum, size) => sum + (typeof size === 'number' ? size : 0), 0);
}
