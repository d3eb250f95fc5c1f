import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouterContext, type RouterState } from './context';
import { navigateWith, type Location, type NavigateOptions, type NavigationType } from './history';

export function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside a router.`);
  return router;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouter('useNavigationType').action;
}

export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useContext(RouteContext).params as Readonly<Partial<Record<T, string>>>;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** Goes to another address (a new entry, or in place with `replace`), or back and forth by a number. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter('useNavigate');
  return useCallback<NavigateFunction>(
    (to, options) => navigateWith(history, to, options),
    [history],
  );
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}
