import { Children, Fragment, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import { RouteContext } from './context';
import { useLocation } from './hooks';
import { matchRoutes, type RouteObject } from './match';

/** The element of the route that matches the current address, its matched children as its outlet. */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ params, outlet }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a layout route puts the page of its matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route declared as an element, read by `<Routes>`; it renders nothing itself. */
export const Route: (props: RouteProps) => null = () => null;

function routesFrom(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFrom(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: nested ? routesFrom(nested) : undefined });
  });
  return routes;
}

export function Routes({ children }: { children?: ReactNode }) {
  const routes = useMemo(() => routesFrom(children), [children]);
  return useRoutes(routes);
}
