import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { outboxRowOf } from '../../src/db/progress-outbox';
import type { ProgressRow } from '../../src/db/records';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { readDeviceStore, waitingResultIds } from './device-store';
import { openForGrownUps } from './grown-ups';
import { BACKEND_URL } from './mailbox';
import type { NewParent } from './account-pages';

/** The app's IndexedDB database ('sprouts') as the page sees it. */
export class DeviceData {
  constructor(readonly page: Page) {}

  read<T>(store: string): Promise<T[]> {
    return readDeviceStore<T>(this.page, store);
  }

  progress(): Promise<ProgressRow[]> {
    return this.read<ProgressRow>('progress');
  }

  /** Ids of the results waiting to be sent to the account. */
  waitingResults(): Promise<string[]> {
    return waitingResultIds(this.page);
  }

  async packKeys(): Promise<string[]> {
    return (await this.read<{ key: string }>('packs')).map((row) => row.key).sort();
  }

  /**
   * Puts every result back in the outbox, as if the server's answers had been lost on the way:
   * the next sync sends them all a second time.
   */
  async forgetSyncAnswers(): Promise<void> {
    const queued = (await this.progress()).map(outboxRowOf);
    await this.page.evaluate(
      (rows) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('sprouts');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const database = request.result;
            const transaction = database.transaction('outbox', 'readwrite');
            const store = transaction.objectStore('outbox');
            for (const row of rows) store.add(row);
            transaction.oncomplete = () => {
              database.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
        }),
      queued,
    );
  }
}

/** The embedded backend seen with the service role key (what only the server may do). */
export class BackendAdmin {
  constructor(private readonly request: APIRequestContext) {}

  private headers(key = SERVICE_ROLE_KEY) {
    return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  }

  /** Ids of the progress_events rows of a user. */
  async progressEventIds(userId: string): Promise<string[]> {
    const response = await this.request.get(
      `${BACKEND_URL}/rest/v1/progress_events?select=id&user_id=eq.${userId}`,
      { headers: this.headers() },
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: string }[]).map((row) => row.id).sort();
  }

  /** Creates an account through Auth and gives it a subscription that ends in `days`. */
  async createSubscriber(parent: NewParent, days = 200): Promise<string> {
    const signUp = await this.request.post(`${BACKEND_URL}/auth/v1/signup`, {
      headers: this.headers(ANON_KEY),
      data: {
        email: parent.email,
        password: parent.password,
        data: { name: parent.name, grade: parent.grade },
      },
    });
    expect(signUp.status()).toBe(200);
    const { user } = (await signUp.json()) as { user: { id: string } };
    const end = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const update = await this.request.patch(`${BACKEND_URL}/rest/v1/profiles?id=eq.${user.id}`, {
      headers: { ...this.headers(), prefer: 'return=minimal' },
      data: { subscription_status: 'active', subscription_end_date: end },
    });
    expect(update.status()).toBe(204);
    return user.id;
  }

  /** A content request to the api function as a visitor (anon key) or with a user's token. */
  async contentStatus(
    path: string,
    token: string = ANON_KEY,
  ): Promise<{ status: number; body: unknown }> {
    const response = await this.request.get(
      `${BACKEND_URL}/functions/v1/api/content/${path}?version=v1`,
      { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } },
    );
    return { status: response.status(), body: await response.json() };
  }

  async accessToken(email: string, password: string): Promise<string> {
    const response = await this.request.post(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
      headers: this.headers(ANON_KEY),
      data: { email, password },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }
}

/** The 'Play offline' part of a paid volume's page. */
export class VolumeDownload {
  readonly section: Locator;
  readonly downloadButton: Locator;
  readonly removeButton: Locator;
  readonly progressBar: Locator;
  readonly ready: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Play offline' });
    this.downloadButton = this.section.getByRole('button', { name: /^Download for offline/ });
    this.removeButton = this.section.getByRole('button', { name: 'Remove download' });
    this.progressBar = this.section.getByRole('progressbar');
    this.ready = this.section.getByText(/^On this device .*ready to play offline\.$/);
  }

  /** Downloads sit behind the grown-ups question on a volume's page. */
  async reveal(): Promise<void> {
    await openForGrownUps(this.page, 'For grown-ups: keep this volume on the device');
    await expect(this.section).toBeVisible();
  }
}

/** 'On this device' on the profile page. */
export class DeviceSection {
  readonly section: Locator;
  readonly downloads: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'On this device' });
    this.downloads = this.section.getByRole('list', { name: 'Downloaded volumes' });
  }
}
