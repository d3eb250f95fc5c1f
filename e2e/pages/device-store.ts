import type { Page } from '@playwright/test';

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
