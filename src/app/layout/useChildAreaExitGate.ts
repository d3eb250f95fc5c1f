import { useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { useHydrating } from '@/lib/hydration';
import { hasRecentPass } from '@/widgets/parental-gate/gate-pass';
import { arrivalPath, exitGateStep, type ExitGateState } from './child-area';

export interface ChildAreaExitGate {
  /** Show the parental gate instead of the page. */
  gated: boolean;
  /** The gate was passed: show the page. */
  pass(): void;
  /** Back to the last page of the child's area. */
  stay(): void;
}

interface GateOnPage {
  pathname: string;
  gate: ExitGateState;
  /** Whether the page this document was opened from has been taken into account. */
  arrived: boolean;
}

/** The gate on the document's first page: a way out of the child's area if it came from there. */
function arrival(pathname: string): GateOnPage {
  const from = arrivalPath(document.referrer, location.origin) ?? pathname;
  const gate = exitGateStep({ admitted: from, gated: false }, pathname, hasRecentPass());
  return { pathname, gate, arrived: true };
}

/**
 * Every way out of the child's area (the menu, the breadcrumb, the footer, a 'Subscribe' link,
 * the browser's Back button) lands on the parental gate instead of the page, unless a grown-up
 * passed it a few minutes ago. The page behind it is not even loaded until then. A link followed
 * before the app had started opens the next page in full; that page is gated as well.
 */
export function useChildAreaExitGate(): ChildAreaExitGate {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A prerendered page is hydrated as it was rendered, ungated; where it was opened from counts
  // from the render after.
  const hydrating = useHydrating();
  const [state, setState] = useState<GateOnPage>(() =>
    hydrating
      ? { pathname, gate: { admitted: pathname, gated: false }, arrived: false }
      : arrival(pathname),
  );

  // Worked out while rendering the new location, so the page behind the gate never renders.
  let current = state;
  if (!hydrating && !state.arrived) {
    current = arrival(pathname);
    setState(current);
  } else if (state.pathname !== pathname) {
    current = {
      pathname,
      gate: exitGateStep(state.gate, pathname, hasRecentPass()),
      arrived: true,
    };
    setState(current);
  }

  return {
    gated: current.gate.gated,
    pass: () => setState({ pathname, gate: { admitted: pathname, gated: false }, arrived: true }),
    stay: () => navigate(current.gate.admitted, { replace: true }),
  };
}
