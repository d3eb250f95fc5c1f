import type { Plugin } from 'vite';

/** What the bundler knows of one module: the modules it imports, statically and dynamically. */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type ModuleGraph = ReadonlyMap<string, ModuleLinks>;

/**
 * Where the app's modules go, by the page code that needs them:
 * - `shell`: everything the entry imports, loaded by every page before anything else, with
 *   the layers every page mounts (`everyPage`, loaded lazily but by every page) and what the
 *   home page shares with the play pages: a file of their own was one more on every page;
 * - `common` and `topic-shared`: what a topic page needs that other pages need too; `common`
 *   for what several grown-ups' pages need as they open (an alert, the subscription's state),
 *   so that a sign-in page does not load the word bank with them, and the layouts a grade's
 *   pages are rendered in (`layouts`), with what only they import: most pages need both, and
 *   one file is fewer bytes and requests for them than two, for 0.9 KB more on the few others;
 * - `topic`: what a topic page needs that only the play pages (`playPages`) reach;
 * - `item-views`: the views of the item types other than choices (`itemViews`), loaded together
 *   with the first round that has such an item;
 * - `play-shared` and `play`: the same for the other play pages, but what the play pages share
 *   with the content packs is a chunk of its own for each module (a volume's outline), and what
 *   they share with the rest of what a topic page loads later (its database) is `play-later`,
 *   since a topic page should not load the other play pages' code with them.
 * Anything else is left to the bundler's own splitting.
 */
export interface AreaPlan {
  entry: RegExp;
  everyPage: readonly RegExp[];
  home: RegExp;
  topic: RegExp;
  playPages: readonly RegExp[];
  itemViews: readonly RegExp[];
  /** The content packs: a topic page loads its own, which takes only what it needs. */
  packs: RegExp;
  /** Layouts that pages are rendered in. */
  layouts: readonly RegExp[];
  /**
   * The activity kinds, each loaded when a round needs it: what every one of them imports goes
   * with the topic code the other pages share, since a topic page loads one kind or another.
   */
  kinds: RegExp;
}

export type Area =
  | 'shell'
  | 'common'
  | 'topic-shared'
  | 'topic'
  | 'item-views'
  | 'play-later'
  | 'play-shared'
  | 'play';

/** A module's place: one of the areas, or a chunk of its own with this name. */
export type Placement = Area | { own: string };

function ownName(id: string): string {
  const parts = id.split(/[\\/]/);
  const file = parts.at(-1)?.replace(/\.[^.]+$/, '') ?? 'module';
  return `${parts.at(-2) ?? 'module'}-${file}`;
}

/** How many grown-ups' pages must need a module of a topic page for it to be `common`. */
const COMMON_PAGES = 3;

function staticClosure(starts: Iterable<string>, graph: ModuleGraph, outside: ReadonlySet<string>) {
  const seen = new Set<string>();
  const todo = [...starts];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || outside.has(id)) continue;
    seen.add(id);
    todo.push(...(graph.get(id)?.importedIds ?? []));
  }
  return seen;
}

/** What `code` loads later through dynamic imports, and what that loads, but not `except`. */
function lazyClosure(
  code: ReadonlySet<string>,
  graph: ModuleGraph,
  outside: ReadonlySet<string>,
  except: ReadonlySet<string>,
): Set<string> {
  const lazy = new Set<string>();
  let reached = [...code];
  while (reached.length > 0) {
    const roots = reached
      .flatMap((id) => graph.get(id)?.dynamicallyImportedIds ?? [])
      .filter((root) => !except.has(root) && !lazy.has(root));
    reached = [...staticClosure(roots, graph, outside)].filter((id) => !lazy.has(id));
    for (const id of reached) lazy.add(id);
  }
  return lazy;
}

function matching(graph: ModuleGraph, patterns: readonly RegExp[]): string[] {
  return [...graph.keys()].filter((id) => patterns.some((pattern) => pattern.test(id)));
}

/** The modules loaded through a dynamic import, each with the modules that import it so. */
function dynamicRoots(graph: ModuleGraph): Map<string, Set<string>> {
  const roots = new Map<string, Set<string>>();
  for (const [id, links] of graph) {
    for (const target of links.dynamicallyImportedIds) {
      if (!roots.has(target)) roots.set(target, new Set());
      roots.get(target)?.add(id);
    }
  }
  return roots;
}

/** Each module's area; modules absent from the map are left to the bundler. */
export function planAreas(graph: ModuleGraph, plan: AreaPlan): Map<string, Placement> {
  const areas = new Map<string, Placement>();
  const entries = matching(graph, [plan.entry]);
  const shell = staticClosure(entries, graph, new Set());
  // The entry itself stays in its own chunk: it awaits the page's chunks before hydrating, and
  // those import the shell, which must not be waiting on them.
  for (const id of shell) if (!entries.includes(id)) areas.set(id, 'shell');

  const roots = dynamicRoots(graph);
  const reachedFrom = new Map<string, Set<string>>();
  for (const root of roots.keys()) {
    for (const id of staticClosure([root], graph, shell)) {
      if (!reachedFrom.has(id)) reachedFrom.set(id, new Set());
      reachedFrom.get(id)?.add(root);
    }
  }

  const playRoots = new Set(matching(graph, plan.playPages));
  const playCode = staticClosure(playRoots, graph, shell);
  // A root loaded only from the play pages' own code never loads without them.
  const underPlay = (root: string) =>
    playRoots.has(root) || [...(roots.get(root) ?? [])].every((importer) => playCode.has(importer));
  const playOnly = (id: string) => [...(reachedFrom.get(id) ?? [])].every(underPlay);

  const kindRoots = matching(graph, [plan.kinds]);
  const kindCode = kindRoots.map((root) => staticClosure([root], graph, shell));
  const everyKindNeeds =
    kindRoots.length < 2
      ? []
      : [...(kindCode[0] ?? [])].filter(
          (id) => !kindRoots.includes(id) && kindCode.every((code) => code.has(id)),
        );
  const topicCode = staticClosure(matching(graph, [plan.topic]), graph, shell);
  const layers = staticClosure(matching(graph, plan.everyPage), graph, shell);
  const home = staticClosure(matching(graph, [plan.home]), graph, shell);
  for (const id of layers) areas.set(id, 'shell');
  for (const id of home) {
    if (topicCode.has(id) && !areas.has(id) && !roots.has(id)) areas.set(id, 'shell');
  }
  // What the entry loads lazily other than the play pages: the grown-ups' pages and the layers.
  const otherPages = [...roots]
    .filter(([root, importers]) => !playRoots.has(root) && [...importers].some((i) => shell.has(i)))
    .map(([root]) => root);
  const pagesNeeding = (id: string) =>
    otherPages.filter((page) => reachedFrom.get(id)?.has(page)).length;
  for (const id of topicCode) {
    if (areas.has(id)) continue;
    if (playOnly(id)) areas.set(id, 'topic');
    else areas.set(id, pagesNeeding(id) >= COMMON_PAGES ? 'common' : 'topic-shared');
  }
  // Grown-ups' pages load kinds too (a worksheet's items): not in `topic`, which they do not need.
  for (const id of everyKindNeeds) {
    if (!areas.has(id)) areas.set(id, pagesNeeding(id) >= COMMON_PAGES ? 'common' : 'topic-shared');
  }
  for (const id of staticClosure(matching(graph, plan.itemViews), graph, shell)) {
    if (!areas.has(id)) areas.set(id, 'item-views');
  }
  for (const id of staticClosure(matching(graph, plan.layouts), graph, shell)) {
    if (!areas.has(id)) areas.set(id, 'common');
  }
  // What a topic page loads later (its database) takes what it shares with the other play pages
  // from a chunk of their own, not from theirs, when those modules import nothing of theirs: the
  // chunk would take in what they import.
  const packCode = staticClosure(matching(graph, [plan.packs]), graph, shell);
  const topicLater = lazyClosure(topicCode, graph, shell, playRoots);
  const leaf = (id: string) =>
    (graph.get(id)?.importedIds ?? []).every((imported) => !playCode.has(imported));
  for (const id of playCode) {
    if (areas.has(id)) continue;
    if (packCode.has(id)) areas.set(id, { own: ownName(id) });
    else if (topicLater.has(id) && leaf(id)) areas.set(id, 'play-later');
    else areas.set(id, playOnly(id) ? 'play' : 'play-shared');
  }
  return areas;
}

/**
 * Puts the app's modules into a few chunks by area (see `planAreas`) instead of one chunk per
 * set of importers: a page makes a few requests rather than dozens, and offline each costs the
 * page's main thread a few milliseconds.
 */
export function chunkAreas(plan: AreaPlan): Plugin {
  let areas = new Map<string, Placement>();
  const group = (name: Area, priority: number) => ({
    name,
    priority,
    test: (id: string) => areas.get(id) === name,
  });
  return {
    name: 'sprouts:chunk-areas',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                group('shell', 9),
                group('common', 7),
                group('topic-shared', 6),
                group('topic', 5),
                group('item-views', 4),
                {
                  debugName: 'a chunk per module',
                  name: (id: string) => {
                    const placement = areas.get(id);
                    return typeof placement === 'object' ? placement.own : null;
                  },
                  priority: 3,
                },
                group('play-later', 3),
                group('play-shared', 2),
                group('play', 1),
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const graph = new Map<string, ModuleLinks>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, info);
      }
      areas = planAreas(graph, plan);
    },
  };
}
