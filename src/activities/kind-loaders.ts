import type { KindId } from '@/domain/types';
import { loadOnce } from '@/lib/load-once';
import type { KindDefinition } from './core/kind';

type KindModule = { kind: KindDefinition<unknown> };

/**
 * Each kind's module, loaded when a round of that kind is made: a topic page carries only its
 * own kind's generator, not every kind's.
 */
const KIND_MODULES: Record<KindId, () => Promise<KindModule>> = {
  addition: () => import('./kinds/addition'),
  'beginning-letter': () => import('./kinds/beginning-letter'),
  blends: () => import('./kinds/blends'),
  'build-number': () => import('./kinds/build-number'),
  'build-word': () => import('./kinds/build-word'),
  clock: () => import('./kinds/clock'),
  colours: () => import('./kinds/colours'),
  comparing: () => import('./kinds/comparing'),
  counting: () => import('./kinds/counting'),
  digraphs: () => import('./kinds/digraphs'),
  'letter-case': () => import('./kinds/letter-case'),
  'match-column': () => import('./kinds/match-column'),
  'missing-numbers': () => import('./kinds/missing-numbers'),
  'number-grid': () => import('./kinds/number-grid'),
  'number-line': () => import('./kinds/number-line'),
  'odd-one-out': () => import('./kinds/odd-one-out'),
  patterns: () => import('./kinds/patterns'),
  'put-in-order': () => import('./kinds/put-in-order'),
  rhyming: () => import('./kinds/rhyming'),
  shapes: () => import('./kinds/shapes'),
  'short-vowels': () => import('./kinds/short-vowels'),
  'sight-words': () => import('./kinds/sight-words'),
  sort: () => import('./kinds/sort'),
  subtraction: () => import('./kinds/subtraction'),
  tracing: () => import('./kinds/tracing'),
};

const kinds = loadOnce((id: KindId) => {
  const module = KIND_MODULES[id];
  return module
    ? module().then(({ kind }) => kind)
    : Promise.reject(new Error(`Unknown activity kind: ${String(id)}`));
});

const askedByPrerender = new Set<KindId>();

/** The kind's definition if it has been loaded already, so a page can start without waiting. */
export function loadedKind(id: KindId): KindDefinition<unknown> | undefined {
  if (import.meta.env.SSR) askedByPrerender.add(id);
  return kinds.loaded(id);
}

/** Prerendering: the kinds the page just rendered asked for, which the browser loads first. */
export function takePrerenderedKinds(): KindId[] {
  const ids = [...askedByPrerender].sort();
  askedByPrerender.clear();
  return ids;
}

/** Whether `id` names an activity kind. */
export function isKindId(id: string): id is KindId {
  return Object.hasOwn(KIND_MODULES, id);
}

/** The kind's definition; a failed load (a chunk missing offline) is tried again next time. */
export function loadKind(id: KindId): Promise<KindDefinition<unknown>> {
  return kinds.load(id);
}
