import type { Page } from '@playwright/test';
import { PROGRESS_KIND } from '../../src/db/progress-outbox';
import type { OutboxRow } from '../../src/db/records';

/** Every row of one store of the app's IndexedDB database ('sprouts'), as the page sees it. */
export async function readDeviceStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (storeName) => {
    const names = (await indexedDB.databases()).map((entry) => entry.name);
    if (!names.includes('sprouts')) return [];
    return new Promise<T[]>((resolve, reject) => {
      const request = indexedDB.open('sprouts');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const database = request.result;
        const read = database.transaction(storeName, 'readonly').objectStore(storeName).getAll();
        read.onsuccess = () => {
          database.close();
          resolve(read.result as T[]);
        };
        read.onerror = () => reject(read.error);
      };
    });
  }, store);
}

/**
 * Ids of the results still waiting in the outbox to be sent to the account (not those the server
 * refused): a result leaves the outbox once the server has it.
 */
export async function waitingResultIds(page: Page): Promise<string[]> {
  const rows = await readDeviceStore<OutboxRow>(page, 'outbox');
  return rows
    .filter((row) => row.kind === PROGRESS_KIND && row.refused === undefined)
    .map((row) => row.key ?? '')
    .sort();
}
