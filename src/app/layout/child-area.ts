/**
 * The child's area is where a child plays on their own: the grade picker and everything under
 * /class (grades, volumes, subjects, activities). Leaving it for any other page (settings,
 * payments, the account, the rest of the site) asks a grown-up first.
 */
export function isChildArea(pathname: string): boolean {
  return /^\/class(\/|$)/i.test(pathname);
}

export function leavesChildArea(from: string, to: string): boolean {
  return isChildArea(from) && !isChildArea(to);
}

/** Where the exit gate stands: the last page actually shown, and whether the gate is shown. */
export interface ExitGateState {
  /** The last path shown to whoever holds the device. */
  admitted: string;
  gated: boolean;
}

/**
 * The gate after a navigation to `pathname`: shown when it leads out of the child's area (from
 * the last page shown, so a second link while the gate is up is gated too) unless a grown-up
 * passed the gate a moment ago.
 */
export function exitGateStep(
  state: ExitGateState,
  pathname: string,
  recentPass: boolean,
): ExitGateState {
  if (leavesChildArea(state.admitted, pathname) && !recentPass) {
    return { admitted: state.admitted, gated: true };
  }
  return { admitted: pathname, gated: false };
}

/**
 * The page this document was opened from, when it is one of this site's: a link followed before
 * the app had started (a prerendered page) loads the next page in full, and the gate must still
 * know where the child came from.
 */
export function arrivalPath(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    return from.origin === origin ? from.pathname : null;
  } catch {
    return null;
  }
}
