import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const HydratingContext = createContext(false);

interface HydrationProviderProps {
  /** True when rendering at build time and when hydrating that markup in the browser. */
  hydrating: boolean;
  children: ReactNode;
}

/**
 * Tells the app whether it is taking over prerendered markup. After hydration it turns false in a
 * transition, so the render that brings in what only the browser has (storage, the session, the
 * connection) is time-sliced instead of blocking the page as one long task.
 */
export function HydrationProvider({ hydrating, children }: HydrationProviderProps) {
  const [current, setCurrent] = useState(hydrating);
  useEffect(() => {
    if (current) startTransition(() => setCurrent(false));
  }, [current]);
  return <HydratingContext.Provider value={current}>{children}</HydratingContext.Provider>;
}

/**
 * True while a page is rendered at build time and while the browser hydrates that markup; false
 * from the render after. State only the browser has waits for false, so the first render in the
 * browser matches the prerendered HTML.
 */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}
