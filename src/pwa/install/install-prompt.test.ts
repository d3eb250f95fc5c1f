// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type InstallPrompt = typeof import('./install-prompt');

/** A fresh copy of the module, as when the app starts. */
async function startApp(): Promise<InstallPrompt> {
  vi.resetModules();
  return import('./install-prompt');
}

function browserOffer() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  return { event, prompt };
}

describe('the install offer', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'sproutsInstallOffer');
  });

  it('is kept by the page when the browser makes it before the app has started', async () => {
    const { EARLY_OFFER_KEY } = await startApp();
    // index.html loads public/start.js before the app's modules.
    expect(readFileSync('index.html', 'utf8')).toContain('<script defer src="/start.js">');
    const start = readFileSync('public/start.js', 'utf8');
    expect(start).toContain(`window.${EARLY_OFFER_KEY} = event`);

    // The start script, run as the browser runs it (here with nothing to start), then the offer,
    // then the app.
    const target = new EventTarget() as Window & EventTarget;
    new Function('addEventListener', 'window', 'document', start)(
      target.addEventListener.bind(target),
      target,
      { currentScript: null },
    );
    const { event, prompt } = browserOffer();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    const app = await startApp();
    app.listenForInstallOffer(target);
    expect(await app.promptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('is unavailable when the browser made none', async () => {
    const app = await startApp();
    app.listenForInstallOffer(new EventTarget() as Window & EventTarget);
    expect(await app.promptInstall()).toBe('unavailable');
  });
});
