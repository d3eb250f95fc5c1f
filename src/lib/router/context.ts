import { createContext, type ReactNode } from 'react';
import type { History, Location, NavigationType } from './history';
import type { Params } from './match';

export interface RouterState {
  history: History;
  location: Location;
  action: NavigationType;
}

export const RouterContext = createContext<RouterState | null>(null);

export interface RouteState {
  params: Params;
  /** What an `<Outlet />` of the current route renders: its matched child route. */
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteState>({ params: {}, outlet: null });
