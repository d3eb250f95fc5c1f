// Runs before the app's modules on every page (index.html loads it first, deferred), so that the
// Content-Security-Policy needs no inline script. One file, so that a first visit makes one
// request for it, not two.
(() => {
  // The browser may offer installation before the app's scripts have run: keep the offer.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.sproutsInstallOffer = event;
  });

  // When the app's code cannot be fetched (the connection dropped while the page loaded), the
  // page would stay blank or its buttons would never wake: reload once, and if that fails
  // too, say so and offer to try again. Nothing is lost: the app never started.
  window.sproutsStartFailed = () => {
    let retriedLately = true;
    try {
      const last = Number(sessionStorage.getItem('sprouts.startRetry'));
      retriedLately = Date.now() - last < 60000;
      if (!retriedLately) sessionStorage.setItem('sprouts.startRetry', String(Date.now()));
    } catch {
      // No session storage: no automatic reload, which could then repeat for ever.
    }
    if (!retriedLately) return location.reload();
    if (document.getElementById('start-failed')) return;
    const note = document.createElement('div');
    note.id = 'start-failed';
    note.setAttribute('role', 'alert');
    note.style.cssText =
      'margin:1rem;padding:1rem;border:3px solid #b3261e;border-radius:1rem;background:#fff;' +
      'color:#1c1b1f;font:1.125rem/1.5 system-ui,sans-serif;text-align:center';
    const text = document.createElement('p');
    text.style.margin = '0 0 0.75rem';
    text.textContent =
      'Sprouts could not finish loading. Please check your internet connection and try again.';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Try Again';
    button.style.cssText =
      'min-height:48px;padding:0.5rem 1.5rem;border:0;border-radius:999px;background:#2f7d4f;' +
      'color:#fff;font:inherit;font-weight:600;cursor:pointer';
    button.addEventListener('click', () => location.reload());
    note.append(text, button);
    document.body.prepend(note);
  };
  addEventListener(
    'error',
    (event) => {
      const script = event.target;
      // The app's own modules only: not a script a browser extension added, say.
      const ours =
        script instanceof HTMLScriptElement && script.src.startsWith(location.origin + '/');
      if (ours && script.type === 'module') {
        window.sproutsStartFailed();
      }
    },
    true,
  );

  const script = document.currentScript;
  const data = (script && script.dataset) || {};
  if (!data.manifest && !data.entry) return;

  // What waits for the first contentful paint, which is reported once it is on the screen;
  // without paint timing, the frame after the first one. A page that is never shown (a hidden
  // tab) goes on anyway.
  const waiting = [];
  let painted = false;
  const paint = () => {
    if (painted) return;
    painted = true;
    for (const work of waiting.splice(0)) work();
  };
  const afterPaint = (work) => (painted ? work() : waiting.push(work));
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) paint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(paint));
  }
  setTimeout(paint, 1000);

  // The web app manifest, linked once the page has painted: the browser fetches it, and its
  // icon, at once, which a first visit on a slow connection would pay for before its first
  // text. Installing comes later anyway.
  if (data.manifest) {
    afterPaint(() => {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = data.manifest;
      document.head.append(link);
    });
  }

  // A prerendered page starts the app once it has painted: the markup and its styles come
  // first, the scripts that hydrate it do not compete with them for a slow connection. The
  // entry is imported then and the page's modules are preloaded a few per task, so they load
  // side by side without one long task of requests. The page names them on this script's
  // element: data-entry, data-preloads (space-separated) and data-batch. The app shell has
  // none of them: its entry is a module script of its own.
  // A page the service worker answers (the app installed, or any visit after the first) has its
  // files on the device: nothing competes for a connection, so it starts at once and preloads
  // every module in one task; a later batch would wait behind the tasks that evaluate the
  // modules already there.
  const entry = data.entry;
  if (!entry) return;
  const onDevice = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  const preloads = (data.preloads || '').split(' ').filter(Boolean);
  const batch = onDevice ? preloads.length : Number(data.batch) || 1;
  const preload = (from) => {
    for (const href of preloads.slice(from, from + batch)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + batch < preloads.length) setTimeout(() => preload(from + batch));
  };
  const start = () => {
    import(entry).catch(() => window.sproutsStartFailed());
    preload(0);
  };
  if (onDevice) start();
  else afterPaint(start);
})();
