import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasRecentPass } from '@/ui/parental-gate/gate-pass';
import { exitGateStep, type ExitGateState } from './child-area';

export interface ChildAreaExitGate {
  /** Show the parental gate instead of the page. */
  gated: boolean;
  /** The gate was passed: show the page. */
  pass(): void;
  /** Back to the last page of the child's area. */
  stay(): void;
}

/**
 * Every way out of the child's area (the menu, the breadcrumb, the footer, a 'Subscribe' link,
 * the browser's Back button) lands on the parental gate instead of the page, unless a grown-up
 * passed it a few minutes ago. The page behind it is not even loaded until then.
 */
export function useChildAreaExitGate(): ChildAreaExitGate {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<{ pathname: string; gate: ExitGateState }>(() => ({
    pathname,
    gate: { admitted: pathname, gated: false },
  }));

  // Worked out while rendering the new location, so the page behind the gate never renders.
  let current = state;
  if (state.pathname !== pathname) {
    current = { pathname, gate: exitGateStep(state.gate, pathname, hasRecentPass()) };
    setState(current);
  }

  return {
    gated: current.gate.gated,
    pass: () => setState({ pathname, gate: { admitted: pathname, gated: false } }),
    stay: () => navigate(current.gate.admitted, { replace: true }),
  };
}
