// Starts the app on a prerendered page once the page has painted: the markup and its styles come
// first, the scripts that hydrate it do not compete with them for a slow connection. The entry is
// imported then and the page's modules are preloaded a few per task, so they load side by side
// without one long task of requests. The page names them on this script's element:
// data-entry, data-preloads (space-separated) and data-batch.
(() => {
  const script = document.currentScript;
  const entry = script && script.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preloads || '').split(' ').filter(Boolean);
  const batch = Number(script.dataset.batch) || 1;
  let started = false;
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
    if (started) return;
    started = true;
    // start-guard.js reloads, or says the app could not start, when the import fails.
    import(entry).catch(() => window.sproutsStartFailed?.());
    preload(0);
  };
  // The first contentful paint is reported once it is on the screen; without paint timing, the
  // frame after the first one. A page that is never shown (a hidden tab) starts anyway.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(start));
  }
  setTimeout(start, 1000);
})();
