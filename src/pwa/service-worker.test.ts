// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

// The browser's service worker objects, as far as the page sees them: events and states.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** A new version arrives and installs, then waits while `active` runs. */
  findUpdate() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    if (this.active) this.waiting = worker;
    worker.becomes('installed');
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
}

function setUp(controlled: boolean) {
  const container = new FakeContainer();
  if (controlled) {
    container.controller = new FakeWorker();
    container.registration.active = container.controller;
  }
  const onWaiting = vi.fn();
  const reload = vi.fn();
  const onError = vi.fn();
  const registrar = registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    url: '/sw.js',
    onWaiting,
    onError,
    reload,
  });
  return { container, registrar, onWaiting, reload, onError };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers sw.js at the root of the app', async () => {
    const { container } = setUp(false);
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers a new version once it waits, and reloads when it has taken over', async () => {
    const { container, registrar, onWaiting, reload } = setUp(true);
    await settle();
    expect(onWaiting).not.toHaveBeenCalled();
    const next = container.registration.findUpdate();
    expect(onWaiting).toHaveBeenCalledOnce();
    registrar.update();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks once and reloads on one schedule when Update now is tapped twice', async () => {
    vi.useFakeTimers();
    try {
      const { container, registrar, reload } = setUp(true);
      await vi.advanceTimersByTimeAsync(0);
      const next = container.registration.findUpdate();
      registrar.update();
      await vi.advanceTimersByTimeAsync(500);
      registrar.update();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(next.postMessage).toHaveBeenCalledOnce();
      expect(reload).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads while the page is still there: after 3, 9 and 21 seconds', async () => {
    vi.useFakeTimers();
    try {
      const { container, registrar, reload } = setUp(true);
      await vi.advanceTimersByTimeAsync(0);
      const next = container.registration.findUpdate();
      registrar.update();
      // The browser set the request aside: the version still waits, and a navigation makes the
      // browser try the take-over again.
      await vi.advanceTimersByTimeAsync(2999);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledOnce();
      // That navigation stalled: the page is still there, and navigates again.
      await vi.advanceTimersByTimeAsync(6000);
      expect(reload).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(12_000);
      expect(reload).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(reload).toHaveBeenCalledTimes(3);
      expect(next.postMessage).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.active = container.controller;
    container.registration.waiting = new FakeWorker();
    const onWaiting = vi.fn();
    registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      onWaiting,
      reload: vi.fn(),
    });
    await settle();
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('offers nothing on the first install, and does not reload when it takes control', async () => {
    const { container, onWaiting, reload } = setUp(false);
    await settle();
    const first = container.registration.findUpdate();
    first.becomes('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(onWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading before registering', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { container } = setUp(false);
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(container.register).toHaveBeenCalledOnce();
  });

  it('reports a registration that fails', async () => {
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const onError = vi.fn();
    registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      onWaiting: vi.fn(),
      onError,
    });
    await settle();
    expect(onError).toHaveBeenCalledWith(new Error('SecurityError'));
  });
});
