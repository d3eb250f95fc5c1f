import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Loading } from '@/ui/Spinner';

type PageModule = {
  default: ComponentType;
  /**
   * What else a prerendered page of it needs before hydration, named on its root element (a
   * topic page's activity kind, say): loaded with the page, never in its first render.
   */
  prepare?: (root: DOMStringMap) => Promise<unknown>;
};

const loaders = new Map<string, () => Promise<PageModule>>();
const renderedByPrerender = new Set<string>();

/**
 * A page in a lazy chunk of its own, named so that a prerendered page can say which chunks it
 * is made of, and the browser can load them all before hydrating (a boundary that is still
 * waiting for its chunk when the layout above it re-renders is thrown away and drawn again).
 *
 * Only a page whose chunk is still to come has a Suspense boundary of its own. React leaves
 * prerendered markup inside a boundary for later, at the lowest priority, after the render that
 * follows hydration: a boundary around every page held a child's start button back by two more
 * renders, and the device reads it waits for started only in the last of them.
 */
export function lazyPage(name: string, load: () => Promise<PageModule>): ComponentType {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  loaders.set(name, loadOnce);
  const Page = lazy(loadOnce);
  function NamedPage() {
    if (import.meta.env.SSR) renderedByPrerender.add(name);
    // Chosen once for each time the page is shown: turning the waiting page into the loaded
    // one later would be a new component, and React would draw the page again from scratch.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    // Prerendering waits for the chunk itself, and the browser hydrates the page loaded.
    if (import.meta.env.SSR) return <Page />;
    return (
      <Suspense fallback={<Loading label="Loading page..." fill />}>
        <Page />
      </Suspense>
    );
  }
  NamedPage.displayName = name;
  return NamedPage;
}

/** Prerendering: the pages the address just rendered was made of. */
export function takePrerenderedPages(): string[] {
  const names = [...renderedByPrerender].sort();
  renderedByPrerender.clear();
  return names;
}

/**
 * Loads the chunks of the named pages, and what each says a prerendered page of it needs from
 * `root` (the root element's data); rejects when one cannot be had.
 */
export async function loadPages(names: readonly string[], root: DOMStringMap = {}): Promise<void> {
  await Promise.all(
    names.map((name) => {
      const load = loaders.get(name);
      if (!load) throw new Error(`Unknown page '${name}'`);
      return load().then((module) => module.prepare?.(root));
    }),
  );
}
