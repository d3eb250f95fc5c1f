import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './context';
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  navigateWith,
  type History,
  type InitialEntry,
  type NavigateOptions,
} from './history';
import type { RouteObject } from './match';
import { useRoutes } from './routes';

/**
 * Provides `history`'s location to the pages. A navigation renders in a transition, so the page
 * on screen stays until the next one's code has arrived instead of flashing a loading state.
 */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({
    location: history.location,
    action: history.action,
  }));
  useLayoutEffect(
    () =>
      history.listen((update) => {
        startTransition(() => setState(update));
      }),
    [history],
  );
  const value = useMemo(() => ({ history, ...state }), [history, state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

export interface MemoryRouterProps {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}

export function MemoryRouter({ initialEntries, initialIndex, children }: MemoryRouterProps) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

/** One fixed address, for rendering a page at build time. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

/** A route table with its own history in memory, driven from outside: tests. */
export interface MemoryRouterObject {
  readonly routes: readonly RouteObject[];
  readonly history: History;
  readonly state: { location: History['location']; historyAction: History['action'] };
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: InitialEntry[]; initialIndex?: number } = {},
): MemoryRouterObject {
  const history = createMemoryHistory(options.initialEntries, options.initialIndex);
  return {
    routes,
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate(to, navigateOptions) {
      navigateWith(history, to, navigateOptions);
      return Promise.resolve();
    },
  };
}

function RouteTable({ routes }: { routes: readonly RouteObject[] }) {
  return useRoutes(routes);
}

export function RouterProvider({ router }: { router: MemoryRouterObject }) {
  return (
    <Router history={router.history}>
      <RouteTable routes={router.routes} />
    </Router>
  );
}
