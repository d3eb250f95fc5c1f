import { lazy, Suspense } from 'react';
import { useBlocker } from 'react-router-dom';
import { hasRecentPass } from '@/ui/parental-gate/gate-pass';
import { leavesChildArea } from './child-area';

const ParentalGateDialog = lazy(() => import('@/ui/parental-gate/ParentalGateDialog'));

/**
 * Every way out of the child's area (the menu, the breadcrumb, the footer, a 'Subscribe' link,
 * the browser's Back button) goes through the parental gate, unless a grown-up passed it a few
 * minutes ago. Staying keeps the child where they were.
 */
export function ChildAreaExitGate() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      leavesChildArea(currentLocation.pathname, nextLocation.pathname) && !hasRecentPass(),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <ParentalGateDialog
        reason="Leaving the activities is for grown-ups."
        onPass={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    </Suspense>
  );
}
