import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from '@/lib/router';
import { useHydrating } from '@/lib/hydration';
import { useIdleAfter } from '@/lib/idle';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { Breadcrumb } from './Breadcrumb';
import { isAfterPlayPath } from './after-play-path';
import { ChildAreaGate } from './ChildAreaGate';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useChildAreaExitGate } from './useChildAreaExitGate';
import { useFocusMainOnNavigation } from './useFocusMainOnNavigation';
import { useScrollToTopOnNavigation } from './useScrollToTopOnNavigation';
import styles from './RootLayout.module.css';

// Service worker, update prompt and offline note: not needed for the first paint.
const PwaLayer = lazy(() => import('@/pwa/PwaLayer'));
// Progress sync and the sign-out clean-up of downloaded volumes.
const SyncLayer = lazy(() => import('@/sync/SyncLayer'));
// The install offer after a first round: reads the device's results.
const AfterPlayInstallOffer = lazy(() => import('./AfterPlayInstallOffer'));

// The same elements on every render: when the layout renders again (once hydration is over,
// say), the page and the chrome around it are left alone unless what they read has changed.
const NAVBAR = <Navbar />;
const BREADCRUMB = <Breadcrumb />;
const PAGE = <Outlet />;
const FOOTER = <Footer />;

export function RootLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  useScrollToTopOnNavigation();
  const exitGate = useChildAreaExitGate();
  const hydrating = useHydrating();
  // The layers wait for the page to be idle after hydration: a child's start button first.
  const layersDue = useIdleAfter(!hydrating);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      {NAVBAR}
      {BREADCRUMB}
      <main id="main" className={styles.main} tabIndex={-1} ref={mainRef}>
        {!hydrating && !exitGate.gated && isAfterPlayPath(pathname) ? (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <AfterPlayInstallOffer />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        {/* No Suspense boundary here: each lazy page has its own while its chunk loads. */}
        <ErrorBoundary resetKey={pathname}>
          {exitGate.gated ? (
            <ChildAreaGate
              onPass={() => {
                exitGate.pass();
                mainRef.current?.focus({ preventScroll: true });
              }}
              onStay={exitGate.stay}
            />
          ) : (
            PAGE
          )}
        </ErrorBoundary>
      </main>
      {FOOTER}
      {layersDue ? (
        // Each on its own: a layer whose file cannot be fetched (offline on a first visit) leaves
        // the page and the other layer alone.
        <>
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <PwaLayer />
            </Suspense>
          </ErrorBoundary>
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <SyncLayer />
            </Suspense>
          </ErrorBoundary>
        </>
      ) : null}
    </div>
  );
}
