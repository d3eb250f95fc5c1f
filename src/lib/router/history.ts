/** Where the app is: the parts of a URL the pages read, and the state a navigation carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry; 'default' for the entry the app started on. */
  key: string;
}

/** How the current entry was reached: back/forward or first load, a new entry, or a replaced one. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type HistoryListener = (update: { location: Location; action: NavigationType }) => void;

/** The one source of locations a router reads and writes. */
export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  listen(listener: HistoryListener): () => void;
}

export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return {
    pathname: rest || '/',
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export function createPath({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return pathname + search + hash;
}

/** An address relative to `from` (a pathname), as a browser resolves a relative link. */
export function resolvePath(to: string, from: string): string {
  if (to.startsWith('/')) return to;
  if (to.startsWith('?') || to.startsWith('#')) return from + to;
  const { pathname, search, hash } = parsePath(to);
  const segments = from.split('/').filter(Boolean);
  for (const segment of pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}${search}${hash}`;
}

let keysMade = 0;
/** Unique among this page's entries, and unlike those of the pages before a reload. */
function createKey() {
  keysMade += 1;
  return `${Date.now().toString(36)}-${keysMade}`;
}

function entry(path: string, state: unknown, key: string): Location {
  return { ...parsePath(path), state, key };
}

interface BrowserEntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function isEntryState(value: unknown): value is BrowserEntryState {
  return typeof value === 'object' && value !== null && 'key' in value && 'idx' in value;
}

/** The browser's own history: pushState, replaceState and popstate. */
export function createBrowserHistory(win: Window = window): History {
  const listeners = new Set<HistoryListener>();
  const read = (): Location => {
    const stored: unknown = win.history.state;
    const { pathname, search, hash } = win.location;
    return isEntryState(stored)
      ? { pathname, search, hash, state: stored.usr, key: stored.key }
      : { pathname, search, hash, state: null, key: 'default' };
  };
  const index = () => {
    const stored: unknown = win.history.state;
    return isEntryState(stored) ? stored.idx : 0;
  };
  let location = read();
  let action: NavigationType = 'POP';
  const notify = () => {
    for (const listener of listeners) listener({ location, action });
  };
  win.addEventListener('popstate', () => {
    location = read();
    action = 'POP';
    notify();
  });
  const write = (to: string, state: unknown, replace: boolean) => {
    const next: BrowserEntryState = {
      usr: state ?? null,
      key: createKey(),
      idx: replace ? index() : index() + 1,
    };
    const url = resolvePath(to, location.pathname);
    if (replace) win.history.replaceState(next, '', url);
    else win.history.pushState(next, '', url);
    location = read();
    action = replace ? 'REPLACE' : 'PUSH';
    notify();
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => write(to, state, false),
    replace: (to, state) => write(to, state, true),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An entry a memory history starts with: an address, or its parts with a state. */
export type InitialEntry = string | Partial<Omit<Location, 'key'>>;

/** A history kept in memory: tests, and anywhere without an address bar. */
export function createMemoryHistory(
  initialEntries: readonly InitialEntry[] = ['/'],
  initialIndex?: number,
) {
  const entries = (initialEntries.length ? initialEntries : ['/']).map((start, index) => {
    const key = index === 0 ? 'default' : createKey();
    if (typeof start === 'string') return entry(start, null, key);
    const { pathname = '/', search = '', hash = '', state = null } = start;
    return { pathname, search, hash, state, key };
  });
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  const listeners = new Set<HistoryListener>();
  const current = () => entries[index] as Location;
  const notify = () => {
    for (const listener of listeners) listener({ location: current(), action });
  };
  const history: History = {
    get location() {
      return current();
    },
    get action() {
      return action;
    },
    push(to, state) {
      const next = entry(resolvePath(to, current().pathname), state ?? null, createKey());
      entries.splice(index + 1, entries.length, next);
      index += 1;
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = entry(resolvePath(to, current().pathname), state ?? null, createKey());
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return history;
}

/** Goes to `to` (a new entry, or in place with `replace`), or back and forth by a number. */
export function navigateWith(history: History, to: string | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') history.go(to);
  else if (options.replace) history.replace(to, options.state);
  else history.push(to, options.state);
}

/** One fixed location, for rendering a page at build time: navigating is not possible. */
export function createStaticHistory(path: string): History {
  const location = entry(path, null, 'default');
  const refuse = () => {
    throw new Error('A page rendered at build time cannot navigate.');
  };
  return {
    location,
    action: 'POP',
    push: refuse,
    replace: refuse,
    go: refuse,
    listen: () => () => undefined,
  };
}
