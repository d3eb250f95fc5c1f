// Runs before the app's modules on every page (index.html loads it first, deferred), so that the
// Content-Security-Policy needs no inline script.
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
})();
