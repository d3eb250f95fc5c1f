/*
 * The Fullscreen API where the browser allows it: Chromium and Firefox everywhere, Safari on
 * iPad (prefixed). iPhone Safari has none; the child space fills the window there all the same.
 * Only a tap may ask for it, and a refusal changes nothing.
 */

type PrefixedElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type PrefixedDocument = Document & {
  webkitExitFullscreen?: () => Promise<void> | void;
  webkitFullscreenElement?: Element | null;
};

function fullscreenElement(): Element | null {
  const doc = document as PrefixedDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

export function isFullscreen(): boolean {
  return typeof document !== 'undefined' && fullscreenElement() !== null;
}

/** Asks for the whole screen; call from a tap. */
export function enterFullscreen(): void {
  if (typeof document === 'undefined' || isFullscreen()) return;
  const root = document.documentElement as PrefixedElement;
  try {
    const request = root.requestFullscreen
      ? root.requestFullscreen({ navigationUI: 'hide' })
      : root.webkitRequestFullscreen?.();
    void Promise.resolve(request).catch(() => undefined);
  } catch {
    // Not allowed here: the child space fills the window instead.
  }
}

export function leaveFullscreen(): void {
  if (!isFullscreen()) return;
  const doc = document as PrefixedDocument;
  try {
    const exit = doc.exitFullscreen ? doc.exitFullscreen() : doc.webkitExitFullscreen?.();
    void Promise.resolve(exit).catch(() => undefined);
  } catch {
    // Already gone.
  }
}
