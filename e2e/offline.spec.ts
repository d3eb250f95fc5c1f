import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from './support/csp';
import { VOLUME_OUTLINES } from '../src/content/curriculum';
import { ALL_PACKS } from '../src/content/packs/all';
import { findPaidContent, paidMarkers, readBuild } from '../scripts/paid-content.mjs';
import { newParent, ProfilePage, SignInPage, SignUpPage } from './pages/account-pages';
import { AppShell } from './pages/AppShell';
import { BackendAdmin, DeviceData, DeviceSection, VolumeDownload } from './pages/offline-pages';
import { PlayPage } from './pages/play-page';
import { serveBuild } from './support/build-server';
import { fontFaceLoaded } from './support/fonts';
import { goOffline, goOnline } from './support/network';
import { waitForServiceWorker } from './support/service-worker';

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const OFFLINE_NOTE = /^You are offline\. Activities you have opened before still work/;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Plays one round of a topic from its page to the stars, and waits until it is recorded. */
async function playRound(play: PlayPage, topicKey: string): Promise<void> {
  await play.open(`/class/${topicKey}`);
  const before = (await new DeviceData(play.page).progress()).length;
  await play.start();
  await play.playToTheEnd(topicKey);
  await expect
    .poll(async () => (await new DeviceData(play.page).progress()).length)
    .toBe(before + 1);
  await expect.poll(() => play.session(topicKey)).toBeUndefined();
}

/** The registration's state: 'waiting' while a new worker waits, else the active one's state. */
async function workerState(page: Page): Promise<string> {
  try {
    return await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.waiting) return 'waiting';
      return registration?.active?.state ?? 'none';
    });
  } catch {
    // The page is reloading.
    return 'reloading';
  }
}

/** Signs a new parent up through the form; returns once the app knows the session. */
async function signUpNewParent(page: Page) {
  const parent = newParent();
  const form = new SignUpPage(page);
  await form.goto();
  await form.signUp(parent);
  await expect(page).toHaveURL(/\/subscribe$/);
  await new AppShell(page).waitForAuth();
  return parent;
}

test.describe('installable', () => {
  test('Chromium finds no installability errors and parses the whole manifest', async ({
    playwright,
    launchOptions,
    baseURL,
    request,
  }) => {
    // Installability is never reported in an incognito-like context: use a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'sprouts-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(new URL(manifest.url ?? '').pathname).toBe('/manifest.webmanifest');
      const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
      expect(data).toMatchObject({
        name: 'Sprouts',
        short_name: 'Sprouts',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2f7d4f',
        background_color: '#fffaf0',
        categories: ['education', 'kids'],
      });
      expect(String(data.description)).toMatch(/English and Maths/);
      const icons = data.icons as { sizes: string; purpose?: string }[];
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      const shortcuts = data.shortcuts as { name: string; url: string }[];
      expect(shortcuts.map(({ name, url }) => [name, url])).toEqual([
        ['Continue learning', '/class'],
        ['My worksheets', '/worksheets'],
      ]);
      const screenshots = data.screenshots as { src: string; sizes: string; form_factor: string }[];
      expect(new Set(screenshots.map((shot) => shot.form_factor))).toEqual(
        new Set(['narrow', 'wide']),
      );
      for (const shot of screenshots) {
        const response = await request.get(shot.src);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(pngSize(await response.body()), shot.src).toBe(shot.sizes);
      }

      // The browser offered installation: the footer offers it too, except during play.
      await page.reload();
      const install = new AppShell(page).footer.getByRole('button', { name: 'Install Sprouts' });
      await expect(install).toBeVisible();
      await page.goto('/class/k1/v1/maths/count-to-10');
      await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible();
      await expect(install).toHaveCount(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('iPhone Safari gets the Add to Home Screen steps', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: IPHONE_SAFARI,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/parents');
    const footer = new AppShell(page).footer;
    const install = footer.getByRole('button', { name: 'Install Sprouts' });
    await expect(install).toHaveAttribute('aria-expanded', 'false');
    await install.tap();
    await expect(install).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('listitem')).toContainText([
      /Tap the Share button/,
      /Add to Home Screen/,
      /Tap Add/,
    ]);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);
    await context.close();
  });
});

test.describe('offline', () => {
  test('after the worker activates, every page opens offline without the network', async ({
    page,
    context,
    baseURL,
  }) => {
    const app = new URL(baseURL ?? '').origin;
    await page.goto('/');
    await waitForServiceWorker(page);

    const misses: string[] = [];
    // Each page is left only once all it asked for has come: a request cut short by the next
    // navigation would say nothing about whether the worker had it.
    const inFlight = new Set<Request>();
    const settled = () => expect.poll(() => inFlight.size).toBe(0);
    page.on('request', (request) => {
      if (request.url().startsWith(app)) inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    // A request the app started after the page seemed settled can still be cut short by the next
    // navigation; that says nothing either, so the worker's caches are asked for it at the end.
    const cutShort = new Set<string>();
    page.on('requestfailed', (failed) => {
      inFlight.delete(failed);
      if (!failed.url().startsWith(app)) return;
      const error = failed.failure()?.errorText ?? '';
      if (error === 'net::ERR_ABORTED') cutShort.add(failed.url());
      else misses.push(`failed ${failed.url()} ${error}`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(app) && !response.fromServiceWorker()) {
        misses.push(`network ${response.url()}`);
      }
    });
    await goOffline(context);
    const shell = new AppShell(page);
    const note = page.getByRole('status').filter({ hasText: OFFLINE_NOTE });

    await page.goto('/');
    await expect(shell.pageHeading()).toHaveText(/Preschool Through/);
    await expect(note).toBeVisible();

    const play = new PlayPage(page, 'keyboard');
    await settled();
    await play.open('/class/nursery/v1/english/first-sounds-a-to-h');
    await play.start();
    const item = await play.itemAt('nursery/v1/english/first-sounds-a-to-h', 0);
    await play.answer(item);
    // The pictures of the choices are part of the app.
    const pictures = play.choices.locator('img');
    await expect(pictures.first()).toBeVisible();
    expect(
      await pictures.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      ),
    ).toBe(true);

    // Opened again, the page offers to carry on the kept round. It reads the device's database
    // straight from IndexedDB: the storage code (Dexie) is not loaded before the child taps.
    await play.savedRound('nursery/v1/english/first-sounds-a-to-h');
    await page.addInitScript(() => {
      const ready = () =>
        [...document.querySelectorAll('button')].some(
          (button) =>
            /^Tap to (start|carry on)$/.test(button.textContent.trim()) && !button.disabled,
        );
      new MutationObserver(() => {
        const marks = window as unknown as { startReadyAt?: number };
        if (marks.startReadyAt === undefined && ready()) marks.startReadyAt = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await settled();
    await play.open('/class/nursery/v1/english/first-sounds-a-to-h');
    await expect(play.startButton).toHaveText('Tap to carry on');
    // The worker hands the page over with its modules named in its markup, for the browser to
    // fetch as it reads it; its start script has none left to add (src/pwa/worker).
    const named = await page.evaluate(() => ({
      entry: document.querySelector<HTMLElement>('script[src="/start.js"]')?.dataset.entry,
      preloads: document.querySelector<HTMLElement>('script[src="/start.js"]')?.dataset.preloads,
      links: [...document.querySelectorAll('head link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    }));
    expect(named.preloads).toBeUndefined();
    expect(named.links[0]).toBe(named.entry);
    expect(named.links.length).toBeGreaterThan(5);
    const beforeStart = await page.evaluate(async (marker) => {
      const at = (window as unknown as { startReadyAt: number }).startReadyAt;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
      const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
      return { scripts, withDexie: scripts.filter((_, index) => texts[index]?.includes(marker)) };
    }, 'DexieError');
    expect(beforeStart.scripts.length).toBeGreaterThan(5);
    expect(beforeStart.withDexie).toEqual([]);
    await play.start();
    await expect(play.choices).toBeVisible();

    await settled();
    await page.goto('/class/k2/v1');
    await expect(page.getByRole('heading', { level: 2, name: /^Volume 1:/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Maths topics' }).getByRole('link')).toHaveCount(
      12,
    );
    // Every topic card's picture is drawn, from the app's own files.
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll(
            (images) =>
              images.length >= 16 &&
              images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);

    await settled();
    await page.goto('/no/such/page');
    await expect(shell.pageHeading()).toHaveText('404 - Page Not Found');
    await expect(note).toBeVisible();
    // Lexend's semibold, from the precache: the cut file of the app's characters.
    expect(await fontFaceLoaded(page, 'Lexend', '600')).toBe(true);

    // A calm note, not an alarm.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await settled();
    expect(misses).toEqual([]);
    const uncached = await page.evaluate(
      async (urls) => {
        const found = await Promise.all(
          urls.map((url) => caches.match(url, { ignoreSearch: true })),
        );
        return urls.filter((_, index) => found[index] === undefined);
      },
      [...cutShort],
    );
    expect(uncached, 'requests cut short that the worker could not have answered').toEqual([]);
  });

  test('a visitor’s round stays on the device and joins the account they sign up for', async ({
    page,
    request,
  }) => {
    const play = new PlayPage(page, 'keyboard');
    await playRound(play, 'k2/v1/maths/take-away-within-10');
    const device = new DeviceData(page);
    const [played] = await device.progress();
    expect(played).toMatchObject({ userId: null });
    expect(await device.waitingResults()).toEqual([played?.id]);

    await signUpNewParent(page);
    await expect.poll(async () => (await device.progress())[0]?.userId).toMatch(/^[0-9a-f-]{36}$/);
    const [attached] = await device.progress();
    const admin = new BackendAdmin(request);
    await expect.poll(() => admin.progressEventIds(attached?.userId ?? '')).toEqual([played?.id]);
    await expect.poll(() => device.waitingResults()).toEqual([]);
  });

  // Two whole rounds tapped offline, as a child on a tablet plays them; the device then holds
  // eighteen more finished rounds of the same shape, as after a week without a connection.
  test.describe('many rounds', () => {
    test.use({ hasTouch: true });

    test('a round played offline shows its stars; 20 results waiting across two topics reach the account exactly once', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(300_000);
      await signUpNewParent(page);
      await waitForServiceWorker(page);
      await goOffline(context);

      const play = new PlayPage(page, 'touch');
      const topics = ['k1/v1/maths/count-to-10', 'k1/v1/english/first-sight-words'];
      const device = new DeviceData(page);
      const admin = new BackendAdmin(request);
      await playRound(play, topics[0] ?? '');
      expect(await play.starsShown()).toBeGreaterThanOrEqual(1);
      await expect.poll(async () => (await device.progress()).length).toBe(1);
      const [first] = await device.progress();
      expect(first).toMatchObject({ topicKey: topics[0], userId: expect.any(String) });
      expect(await device.waitingResults()).toEqual([first?.id]);
      expect(await admin.progressEventIds(first?.userId ?? '')).toEqual([]);

      // Back on the site (the child space covers it while a round is on), the note says so.
      await play.open(`/class/${topics[1]}`);
      await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTE })).toBeVisible();
      await playRound(play, topics[1] ?? '');
      await device.addPlayedResults(18);
      const rows = await device.progress();
      expect(rows).toHaveLength(20);
      expect(new Set(rows.map((row) => row.topicKey))).toEqual(new Set(topics));
      const userId = rows[0]?.userId ?? '';
      const ids = rows.map((row) => row.id).sort();

      await goOnline(context);
      await expect.poll(() => admin.progressEventIds(userId), { timeout: 30_000 }).toEqual(ids);
      await expect.poll(() => device.waitingResults()).toEqual([]);

      // Reconnect again, this time as if every answer of the server had been lost: all 20 are
      // sent a second time, and the server still holds each once.
      await goOffline(context);
      await device.forgetSyncAnswers();
      await goOnline(context);
      // Sent on the 'online' event, or at the latest by the next period (30 s) when the engine
      // still saw the device offline then.
      await expect.poll(() => device.waitingResults(), { timeout: 40_000 }).toEqual([]);
      expect(await admin.progressEventIds(userId)).toEqual(ids);

      // The profile says when the device last synced.
      const profile = new ProfilePage(page);
      await profile.goto();
      const section = new DeviceSection(page);
      await expect(section.section.getByText(/^Last synced: \d/)).toBeVisible();
      await expect(
        section.section.getByText('Every result played on this device is saved to your account.'),
      ).toBeVisible();
    });
  });
});

test.describe('volumes 2 to 4 on the device', () => {
  test.use({ hasTouch: true });

  test('a subscriber downloads K1 V2, plays it offline, then removes it', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const admin = new BackendAdmin(request);
    const parent = newParent();
    await admin.createSubscriber(parent);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(parent.email, parent.password);
    await expect(page).toHaveURL(/\/$/);
    await waitForServiceWorker(page);

    await page.goto('/class/k1/v2');
    await expect(page.getByRole('heading', { level: 2, name: /^Volume 2:/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'English topics' }).getByRole('link').first(),
    ).toBeVisible();
    const download = new VolumeDownload(page);
    await download.reveal();
    await expect(download.downloadButton).toHaveText(/^Download for offline \(\d+ KB\)$/);
    const device = new DeviceData(page);
    expect(await device.packKeys()).toEqual([]);

    await download.downloadButton.click();
    await expect(download.ready).toBeVisible();
    await expect(download.removeButton).toBeVisible();
    await expect(download.section.getByText(/^This browser (will keep|may remove)/)).toBeVisible();
    expect(await device.packKeys()).toEqual(['k1/v2']);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /^Volume 2:/ })).toBeVisible();
    const maths = page.getByRole('list', { name: 'Maths topics' });
    const firstTopic = maths.getByRole('link').first();
    const href = (await firstTopic.getAttribute('href')) ?? '';
    const topicKey = href.replace(/^\/class\//, '');
    const play = new PlayPage(page, 'touch');
    await playRound(play, topicKey);
    expect(await play.starsShown()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await device.progress()).map((row) => row.topicKey))
      .toEqual([topicKey]);

    // Not downloaded: the subscriber is told so, offline, instead of being locked out.
    await page.goto('/class/k1/v3');
    await expect(
      page.getByRole('heading', { name: 'This volume is not on this device yet' }),
    ).toBeVisible();

    await goOnline(context);
    const profile = new ProfilePage(page);
    await profile.goto();
    const section = new DeviceSection(page);
    await expect(section.downloads.getByRole('listitem')).toHaveCount(1);
    await expect(section.downloads).toContainText('Kindergarten - 1, Volume 2');
    await expect(section.section.getByText(/^Sprouts uses .+ on this device/)).toBeVisible();
    await expect(section.section.getByText(/On iPhone and iPad, Safari deletes/)).toBeVisible();
    await section.downloads.getByRole('button', { name: /^Remove download/ }).click();
    await expect(section.section.getByText(/^No volumes are downloaded\./)).toBeVisible();
    expect(await device.packKeys()).toEqual([]);
    const profileResults = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(profileResults.violations).toEqual([]);
  });

  test('signing out removes the downloaded volumes and the cached status', async ({
    page,
    request,
  }) => {
    const admin = new BackendAdmin(request);
    const parent = newParent();
    await admin.createSubscriber(parent);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(parent.email, parent.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/class/k1/v2');
    const download = new VolumeDownload(page);
    await download.reveal();
    await download.downloadButton.click();
    await expect(download.ready).toBeVisible();
    const device = new DeviceData(page);
    expect(await device.packKeys()).toEqual(['k1/v2']);
    expect(await page.evaluate(() => localStorage.getItem('subscriptionStatus'))).not.toBeNull();

    const profile = new ProfilePage(page);
    await profile.goto();
    await profile.signOutButton.click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => device.packKeys()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('subscriptionStatus'))).toBeNull();
    await page.goto('/class/k1/v2');
    await expect(
      page.getByRole('heading', { name: 'This volume comes with a subscription' }),
    ).toBeVisible();
  });

  test('the server refuses paid packs to visitors (401) and to parents without a subscription (403)', async ({
    page,
    request,
  }) => {
    const admin = new BackendAdmin(request);
    expect(await admin.contentStatus('k1/v2')).toEqual({
      status: 401,
      body: {
        error: 'Please sign in with a subscribed account to get this volume.',
        code: 'signed_out',
      },
    });

    const parent = await signUpNewParent(page);
    const token = await admin.accessToken(parent.email, parent.password);
    const refused = await admin.contentStatus('k1/v2', token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'subscription_required' });
    expect(await admin.contentStatus('k1/v1')).toMatchObject({ status: 200 });

    await page.goto('/class/k1/v2');
    await expect(
      page.getByRole('heading', { name: 'This volume comes with a subscription' }),
    ).toBeVisible();
    await expect(new VolumeDownload(page).section).toHaveCount(0);
  });

  test('the production build carries no paid content', () => {
    const markers = paidMarkers(ALL_PACKS, JSON.stringify(VOLUME_OUTLINES));
    const files = readBuild(OUT_DIR);
    expect(files.size).toBeGreaterThan(20);
    expect(JSON.parse(readFileSync(join(OUT_DIR, 'manifest.webmanifest'), 'utf8'))).toMatchObject({
      name: 'Sprouts',
    });
    expect(findPaidContent(files, markers)).toEqual([]);
  });
});

test.describe('updates', () => {
  test.use({ hasTouch: true });

  test('a new version waits while a child plays, then is offered', async ({ browser }) => {
    test.slow();
    const server = await serveBuild(OUT_DIR);
    const context = await browser.newContext({ baseURL: server.url, hasTouch: true });
    try {
      const page = await context.newPage();
      const topicKey = 'k1/v1/maths/count-to-10';
      const play = new PlayPage(page, 'touch');
      await play.open(`/class/${topicKey}`);
      await waitForServiceWorker(page);
      // A second visit: the page is now run by the worker, as for any returning family.
      await page.reload();
      await expect(play.startButton).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await play.start();
      const first = await play.itemAt(topicKey, 0);

      server.deployNewVersion();
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting?.state ?? 'none';
          }),
        )
        .toBe('installed');

      const prompt = page.getByText('A new version of Sprouts is ready.');
      await play.answer(first);
      await play.goOn(false);
      await expect(prompt).toHaveCount(0);
      await play.playToTheEnd(topicKey, 1);
      await expect(prompt).toHaveCount(0);
      // The offer waits until a grown-up has taken the child out of the activities.
      await play.leaveSpace();
      await expect(page).toHaveURL(/\/class\/k1\/v1$/);
      await expect(prompt).toBeVisible();

      // Marks this document, to see it replaced by a reload.
      await page.evaluate(() => document.documentElement.setAttribute('data-before-update', ''));
      await page.getByRole('button', { name: 'Update now' }).click();
      // Files still arriving as the grown-up taps, as pictures do: fetches that wake the outgoing
      // worker while the new one takes over, which Chromium can answer by setting the take-over
      // aside (src/pwa/service-worker.ts). The page may already be reloading.
      await page
        .evaluate(() => {
          const until = performance.now() + 1500;
          let count = 0;
          const fetchAgain = () => {
            if (performance.now() > until) return;
            count += 1;
            void fetch(`/favicon.svg?${count}`).catch(() => undefined);
            setTimeout(fetchAgain, 15);
          };
          fetchAgain();
        })
        .catch(() => undefined);
      // The new worker takes over and the page reloads with it; a set-aside take-over reloads the
      // page after 3 s, and again after 9 s if that navigation stalled.
      await expect(page.locator('html[data-before-update]')).toHaveCount(0, { timeout: 30_000 });
      await expect.poll(() => workerState(page)).toBe('activated');
      await expect(prompt).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: /^Volume 1:/ })).toBeVisible();
    } finally {
      await context.close();
      await server.close();
    }
  });
});
