import type { ReactNode } from 'react';

/** One entry of a route table: a path (relative to its parent's), or the parent's index. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  segments: string[];
  score: number;
  /** The position of each route among its siblings, from the top: ties keep table order. */
  order: number[];
  routes: RouteObject[];
}

const isParam = (segment: string) => segment.startsWith(':');

// The ranking of react-router, so that the most specific route wins whatever its place in the
// table: a static segment beats a parameter, which beats the rest-of-path `*`.
function scoreOf(segments: readonly string[], index: boolean) {
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += isParam(segment) ? 3 : 10;
  }
  return score;
}

function splitPath(path: string) {
  return path.split('/').filter(Boolean);
}

function flatten(
  routes: readonly RouteObject[],
  branches: Branch[] = [],
  parentSegments: string[] = [],
  parentOrder: number[] = [],
  parentRoutes: RouteObject[] = [],
): Branch[] {
  routes.forEach((route, position) => {
    const own = route.path ?? '';
    const segments = own.startsWith('/') ? splitPath(own) : [...parentSegments, ...splitPath(own)];
    const order = [...parentOrder, position];
    const chain = [...parentRoutes, route];
    if (route.children?.length) flatten(route.children, branches, segments, order, chain);
    // A route without a path matches only through its children, or as its parent's index.
    if (route.path !== undefined || route.index) {
      branches.push({
        segments,
        score: scoreOf(segments, route.index === true),
        order,
        routes: chain,
      });
    }
  });
  return branches;
}

function compareOrder(a: readonly number[], b: readonly number[]) {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchSegments(pattern: readonly string[], path: readonly string[]) {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    if (want === '*') {
      params['*'] = path.slice(i).map(decode).join('/');
      return params;
    }
    const have = path[i];
    if (have === undefined) return null;
    if (isParam(want)) params[want.slice(1)] = decode(have);
    else if (want.toLowerCase() !== decode(have).toLowerCase()) return null;
  }
  return pattern.length === path.length ? params : null;
}

// A route table is ranked once, not on every navigation.
const rankedTables = new WeakMap<readonly RouteObject[], Branch[]>();

function ranked(routes: readonly RouteObject[]): Branch[] {
  let branches = rankedTables.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || compareOrder(a.order, b.order));
    rankedTables.set(routes, branches);
  }
  return branches;
}

/** The chain of routes, outermost first, that renders `pathname`; null when none does. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = ranked(routes);
  const path = splitPath(pathname);
  for (const branch of branches) {
    const params = matchSegments(branch.segments, path);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
