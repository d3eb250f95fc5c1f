import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';

/**
 * A link to another page starts at its top, as a full page load would. Back and forward
 * (POP) leave the scroll position to the browser.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
