import type { ComponentType } from 'react';
import type { Item } from '@/domain/types';
import type { ItemViewProps } from './types';

/** The item types whose views load with their first item: most rounds are choices alone. */
export type LoadedViewType = Exclude<Item['type'], 'choice'>;

type View = ComponentType<ItemViewProps>;

const VIEW_MODULES: Record<LoadedViewType, () => Promise<View>> = {
  match: () => import('./MatchItemView').then((module) => module.MatchItemView),
  trace: () => import('./TraceItemView').then((module) => module.TraceItemView),
  place: () => import('./PlaceItemView').then((module) => module.PlaceItemView),
  build: () => import('./BuildItemView').then((module) => module.BuildItemView),
};

const loading = new Map<LoadedViewType, Promise<View>>();
const loaded = new Map<LoadedViewType, View>();

/** The view of an item type; a failed load (a chunk missing offline) is tried again next time. */
export function loadItemView(type: LoadedViewType): Promise<View> {
  const known = loading.get(type);
  if (known) return known;
  const load = VIEW_MODULES[type]().then((view) => {
    loaded.set(type, view);
    return view;
  });
  loading.set(type, load);
  load.catch(() => loading.delete(type));
  return load;
}

/**
 * The view as `React.lazy` takes it. One already loaded is handed over at once, in a thenable
 * that answers synchronously, which `lazy` reads without suspending: no spinner flashes before
 * an item whose view came with the round. React documents `lazy` as taking any thenable; its
 * types ask for a Promise, hence the cast.
 */
export function itemViewModule(type: LoadedViewType): Promise<{ default: View }> {
  const view = loaded.get(type);
  if (!view) return loadItemView(type).then((loadedView) => ({ default: loadedView }));
  const module = { default: view };
  const thenable: PromiseLike<typeof module> = {
    then(onLoaded) {
      return Promise.resolve(onLoaded ? onLoaded(module) : module) as never;
    },
  };
  return thenable as Promise<typeof module>;
}

/** Starts loading the views a round's items need, so that each is there before its item. */
export function preloadItemViews(items: readonly Pick<Item, 'type'>[]): Promise<unknown> {
  const types = new Set(items.map((item) => item.type));
  types.delete('choice');
  return Promise.all([...types].map((type) => loadItemView(type as LoadedViewType)));
}
