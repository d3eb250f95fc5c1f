import type { BrowserContext, CDPSession, Frame, Page } from '@playwright/test';

const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const ONLINE = { ...OFFLINE, offline: false };

/** For each context taken offline here: how to stop following its pages, and say online again. */
const offlineContexts = new WeakMap<BrowserContext, () => Promise<void>>();

/**
 * Re-applies the offline emulation to every document the page opens. Chromium starts a new
 * document in a new renderer (RenderDocument), and that renderer does not inherit the emulated
 * state: requests still fail, yet `navigator.onLine` reads true, which no device without a
 * network would show. Sent when the navigation commits, the 'offline' event reaches the page
 * before its scripts run.
 */
function followPage(context: BrowserContext, page: Page): () => Promise<void> {
  const session: Promise<CDPSession | null> = context.newCDPSession(page).catch(() => null);
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame()) return;
    void session
      .then((cdp) => cdp?.send('Network.emulateNetworkConditions', OFFLINE))
      .catch(
        () => undefined, // the page closed meanwhile
      );
  };
  page.on('framenavigated', onNavigated);
  return async () => {
    page.off('framenavigated', onNavigated);
    const cdp = await session;
    await cdp?.send('Network.emulateNetworkConditions', ONLINE).catch(() => undefined);
    await cdp?.detach().catch(() => undefined);
  };
}

/** Takes every page of the context, present and future, offline; see followPage. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  if (offlineContexts.has(context)) return;
  const stops = context.pages().map((page) => followPage(context, page));
  const onPage = (page: Page) => stops.push(followPage(context, page));
  context.on('page', onPage);
  offlineContexts.set(context, async () => {
    context.off('page', onPage);
    await Promise.all(stops.map((stop) => stop()));
  });
}

/** Brings the context's pages back online. */
export async function goOnline(context: BrowserContext): Promise<void> {
  const stop = offlineContexts.get(context);
  offlineContexts.delete(context);
  // The network first: the 'online' event the pages then get may start requests at once.
  await context.setOffline(false);
  await stop?.();
}
