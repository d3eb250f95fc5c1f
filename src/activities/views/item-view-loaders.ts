import type { ComponentType } from 'react';
import type { Item } from '@/domain/types';
import { loadOnce } from '@/lib/load-once';
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

const views = loadOnce((type: LoadedViewType) => VIEW_MODULES[type]());

/** The view of an item type; a failed load (a chunk missing offline) is tried again next time. */
export function loadItemView(type: LoadedViewType): Promise<View> {
  return views.load(type);
}

/**
 * The view as `React.lazy` takes it. One already loaded is handed over at once, in a thenable
 * that answers synchronously, which `lazy` reads without suspending: no spinner flashes before
 * an item whose view came with the round. React documents `lazy` as taking any thenable; its
 * types ask for a Promise, hence the cast.
 */
export function itemViewModule(type: LoadedViewType): Promise<{ default: View }> {
  const view = views.loaded(type);
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
