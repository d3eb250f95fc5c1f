import { describe, expect, it } from 'vitest';
import { chunkAreas, planAreas, type AreaPlan, type ModuleLinks } from './chunk-areas';

const PLAN: AreaPlan = {
  entry: /\/main\.tsx$/,
  everyPage: [/\/Layer\.tsx$/],
  home: /\/Home\.tsx$/,
  topic: /\/Topic\.tsx$/,
  playPages: [/\/(Topic|Volume)\.tsx$/],
  itemViews: [/\/TraceView\.tsx$/],
  packs: /\/packs\/\w+\.ts$/,
  layouts: [/\/GradeLayout\.tsx$/],
  kinds: /\/kinds\/\w+\.ts$/,
};

/** A small app: module -> [static imports, dynamic imports]. */
const APP: Record<string, [string[], string[]?]> = {
  '/main.tsx': [
    ['/react.js', '/router.ts', '/load-pack.ts'],
    [
      '/Home.tsx',
      '/Topic.tsx',
      '/Volume.tsx',
      '/Parents.tsx',
      '/SignIn.tsx',
      '/Subscribe.tsx',
      '/Layer.tsx',
      '/GradeLayout.tsx',
      '/GradeWelcome.tsx',
    ],
  ],
  '/GradeLayout.tsx': [['/NotFound.tsx', '/react.js']],
  '/GradeWelcome.tsx': [['/NotFound.tsx']],
  '/NotFound.tsx': [['/alert.tsx']],
  '/react.js': [[]],
  '/router.ts': [['/react.js']],
  '/load-pack.ts': [[], ['/packs/k1.ts', '/packs/k2.ts']],
  '/packs/k1.ts': [['/outlines/k1.ts']],
  '/packs/k2.ts': [['/outlines/k2.ts']],
  '/outlines/k1.ts': [[]],
  '/outlines/k2.ts': [[]],
  '/curriculum.ts': [['/outlines/k1.ts', '/outlines/k2.ts']],
  '/Layer.tsx': [['/layer-util.ts', '/react.js']],
  '/layer-util.ts': [[]],
  '/Home.tsx': [['/button.tsx', '/hero.tsx']],
  '/button.tsx': [['/react.js']],
  '/hero.tsx': [[]],
  '/Topic.tsx': [
    ['/button.tsx', '/player.tsx', '/words.ts', '/alert.tsx'],
    ['/worksheet.tsx', '/db.ts', '/Locked.tsx'],
  ],
  '/Locked.tsx': [['/curriculum.ts']],
  '/db.ts': [['/db/pack-events.ts', '/dexie.js']],
  '/dexie.js': [[]],
  '/db/pack-events.ts': [[]],
  '/alert.tsx': [[]],
  '/SignIn.tsx': [['/alert.tsx']],
  '/Subscribe.tsx': [['/alert.tsx']],
  '/player.tsx': [['/views.tsx'], ['/TraceView.tsx', '/kinds/add.ts', '/kinds/letters.ts']],
  '/kinds/add.ts': [['/params.ts', '/numbers.ts']],
  '/kinds/letters.ts': [['/params.ts', '/lexicon.ts']],
  '/params.ts': [[]],
  '/numbers.ts': [[]],
  '/lexicon.ts': [[]],
  '/TraceView.tsx': [['/views.tsx', '/strokes.ts']],
  '/strokes.ts': [[]],
  '/views.tsx': [[]],
  '/words.ts': [[]],
  '/worksheet.tsx': [['/pdf.ts', '/words.ts']],
  '/pdf.ts': [[]],
  '/Volume.tsx': [['/player.tsx', '/map.tsx', '/curriculum.ts', '/downloads.ts']],
  '/downloads.ts': [['/db/pack-events.ts']],
  '/map.tsx': [[]],
  '/Parents.tsx': [['/words.ts', '/chart.tsx', '/curriculum.ts', '/alert.tsx']],
  '/chart.tsx': [[]],
};

function graphOf(app: Record<string, [string[], string[]?]>): Map<string, ModuleLinks> {
  return new Map(
    Object.entries(app).map(([id, [imported, dynamic = []]]) => [
      id,
      { importedIds: imported, dynamicallyImportedIds: dynamic },
    ]),
  );
}

describe('planAreas', () => {
  const areas = planAreas(graphOf(APP), PLAN);

  it('puts what the entry imports in the shell, but not the entry itself', () => {
    expect(areas.get('/react.js')).toBe('shell');
    expect(areas.get('/router.ts')).toBe('shell');
    expect(areas.get('/load-pack.ts')).toBe('shell');
    // The entry waits for page chunks that import the shell: in the shell it would wait on itself.
    expect(areas.has('/main.tsx')).toBe(false);
  });

  it("puts a layout and what only it and its pages import with the grown-ups' common code", () => {
    expect(areas.get('/GradeLayout.tsx')).toBe('common');
    expect(areas.get('/NotFound.tsx')).toBe('common');
    expect(areas.get('/alert.tsx')).toBe('common');
    expect(areas.has('/GradeWelcome.tsx')).toBe(false);
  });

  it('puts what every kind imports with the topic code that other pages share', () => {
    expect(areas.get('/params.ts')).toBe('topic-shared');
    expect(areas.has('/numbers.ts')).toBe(false);
    expect(areas.has('/lexicon.ts')).toBe(false);
    expect(areas.has('/kinds/add.ts')).toBe(false);
  });

  it('puts the layers of every page, and what the home page shares with a topic, in the shell', () => {
    expect(areas.get('/Layer.tsx')).toBe('shell');
    expect(areas.get('/layer-util.ts')).toBe('shell');
    expect(areas.get('/button.tsx')).toBe('shell');
    expect(areas.has('/hero.tsx')).toBe(false);
  });

  it("splits a topic page's code into what only play pages reach and what others share", () => {
    expect(areas.get('/Topic.tsx')).toBe('topic');
    expect(areas.get('/player.tsx')).toBe('topic');
    expect(areas.get('/views.tsx')).toBe('topic');
    expect(areas.get('/words.ts')).toBe('topic-shared');
  });

  it('puts what a topic page shares with several grown-ups pages apart, for them to load alone', () => {
    // Three pages need the alert as they open; only one needs the words.
    expect(areas.get('/alert.tsx')).toBe('common');
    expect(areas.get('/words.ts')).toBe('topic-shared');
  });

  it('puts the lazy item views in one chunk, without what the topic page has already', () => {
    expect(areas.get('/TraceView.tsx')).toBe('item-views');
    expect(areas.get('/strokes.ts')).toBe('item-views');
    expect(areas.get('/views.tsx')).toBe('topic');
  });

  it("leaves a topic page's lazy parts and the other pages' own code to the bundler", () => {
    const lazy = ['/worksheet.tsx', '/pdf.ts', '/db.ts', '/dexie.js', '/Locked.tsx'];
    for (const id of [...lazy, '/Parents.tsx', '/chart.tsx', '/Home.tsx']) {
      expect(areas.has(id), id).toBe(false);
    }
  });

  it('gives the other play pages their areas, and what they share with the packs a chunk each', () => {
    expect(areas.get('/Volume.tsx')).toBe('play');
    expect(areas.get('/map.tsx')).toBe('play');
    expect(areas.get('/curriculum.ts')).toBe('play-shared');
    expect(areas.get('/outlines/k1.ts')).toEqual({ own: 'outlines-k1' });
    expect(areas.get('/outlines/k2.ts')).toEqual({ own: 'outlines-k2' });
  });

  it("gives what the play pages share with a topic page's later loads a chunk of its own", () => {
    // The database a topic page loads would otherwise bring the volume page's chunk, and the
    // curriculum in it, onto every topic page.
    expect(areas.get('/downloads.ts')).toBe('play');
    expect(areas.get('/db/pack-events.ts')).toBe('play-later');
    // The curriculum imports the outlines: in a chunk apart it would take them all with it.
    expect(areas.get('/curriculum.ts')).toBe('play-shared');
  });

  it('treats a module loaded lazily from other pages as not only for play', () => {
    const app = {
      ...APP,
      '/Parents.tsx': [['/chart.tsx'], ['/player.tsx']] as [string[], string[]],
    };
    expect(planAreas(graphOf(app), PLAN).get('/player.tsx')).toBe('topic-shared');
  });
});

describe('chunkAreas', () => {
  it('hands the plan to the bundler as groups, the shell first', () => {
    const plugin = chunkAreas(PLAN);
    const config = (
      plugin.config as () => {
        build: { rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } };
      }
    )();
    const groups = config.build.rolldownOptions.output.codeSplitting.groups;
    const graph = graphOf(APP);
    (plugin.buildEnd as (this: unknown) => void).call({
      getModuleIds: () => graph.keys(),
      getModuleInfo: (id: string) => graph.get(id) ?? null,
    });

    const chunkOf = (id: string) => {
      const ordered = [...groups].sort((a, b) => b.priority - a.priority);
      for (const group of ordered) {
        if (typeof group.name === 'function') {
          const name = group.name(id);
          if (name) return name;
        } else if (group.test?.(id)) return group.name;
      }
      return null;
    };
    expect(chunkOf('/react.js')).toBe('shell');
    expect(chunkOf('/button.tsx')).toBe('shell');
    expect(chunkOf('/words.ts')).toBe('topic-shared');
    expect(chunkOf('/alert.tsx')).toBe('common');
    expect(chunkOf('/player.tsx')).toBe('topic');
    expect(chunkOf('/strokes.ts')).toBe('item-views');
    expect(chunkOf('/outlines/k1.ts')).toBe('outlines-k1');
    expect(chunkOf('/curriculum.ts')).toBe('play-shared');
    expect(chunkOf('/db/pack-events.ts')).toBe('play-later');
    expect(chunkOf('/map.tsx')).toBe('play');
    expect(chunkOf('/main.tsx')).toBeNull();
    expect(chunkOf('/NotFound.tsx')).toBe('common');
    expect(chunkOf('/chart.tsx')).toBeNull();
  });
});

interface Group {
  name: string | ((id: string) => string | null);
  priority: number;
  test?: (id: string) => boolean;
}
