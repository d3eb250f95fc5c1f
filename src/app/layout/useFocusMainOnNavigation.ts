import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@/lib/router';

/**
 * After a client-side navigation, move focus to <main> so keyboard and screen-reader users
 * start at the new page's content instead of on the link they just used. The first load
 * keeps the browser's default focus.
 */
export function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
