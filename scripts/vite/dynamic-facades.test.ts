import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import type { SourceMap } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  dynamicFacade,
  followedBy,
  importTargets,
  manifestWithoutFacades,
  type FacadeCandidate,
} from './dynamic-facades';

const chunk = (fileName: string, code: string, more: Partial<FacadeCandidate> = {}) => ({
  fileName,
  code,
  isEntry: false,
  isDynamicEntry: true,
  imports: [],
  ...more,
});

describe('dynamicFacade', () => {
  const facade = chunk(
    'assets/TopicPage-F.js',
    'export{t as default,n as prepare}from"./topic-T.js";',
    { imports: ['assets/topic-T.js'] },
  );

  it('reads the target and the exports of a chunk that only re-exports one chunk', () => {
    expect(dynamicFacade(facade, new Set())).toEqual({
      fileName: 'assets/TopicPage-F.js',
      target: 'assets/topic-T.js',
      exports: [
        ['default', 't'],
        ['prepare', 'n'],
      ],
    });
    const sameName = chunk('assets/a-F.js', 'export { kind } from "./a-T.js";\n', {
      imports: ['assets/a-T.js'],
    });
    expect(dynamicFacade(sameName, new Set())?.exports).toEqual([['kind', 'kind']]);
  });

  it('leaves entries, statically imported chunks and chunks with code of their own', () => {
    expect(dynamicFacade({ ...facade, isEntry: true }, new Set())).toBeUndefined();
    expect(dynamicFacade({ ...facade, isDynamicEntry: false }, new Set())).toBeUndefined();
    expect(dynamicFacade(facade, new Set(['assets/TopicPage-F.js']))).toBeUndefined();
    const withCode = chunk(
      'assets/b-F.js',
      'import{t}from"./topic-T.js";console.log(t);export{t as default};',
      { imports: ['assets/topic-T.js'] },
    );
    expect(dynamicFacade(withCode, new Set())).toBeUndefined();
    const twoTargets = { ...facade, imports: ['assets/topic-T.js', 'assets/other-O.js'] };
    expect(dynamicFacade(twoTargets, new Set())).toBeUndefined();
    const quotedName = chunk('assets/c-F.js', 'export{t as "a-b"}from"./topic-T.js";', {
      imports: ['assets/topic-T.js'],
    });
    expect(dynamicFacade(quotedName, new Set())).toBeUndefined();
  });
});

describe('importTargets', () => {
  const facades = [
    {
      fileName: 'assets/TopicPage-F.js',
      target: 'assets/topic-T.js',
      exports: [
        ['default', 't'],
        ['prepare', 'n'],
      ] as const,
    },
  ];

  it('imports the target and picks the exports, and renames the facade in preload lists', () => {
    const text = new MagicString(
      'const d=["assets/TopicPage-F.js","assets/topic-T.js"];' +
        'p(()=>import(`./TopicPage-F.js`),d);q(()=>import("./TopicPage-F.js"));',
    );
    importTargets(text, 'assets/shell-S.js', facades);
    expect(text.toString()).toBe(
      'const d=["assets/topic-T.js","assets/topic-T.js"];' +
        'p(()=>import(`./topic-T.js`).then(m=>({default:m.t,prepare:m.n})),d);' +
        'q(()=>import("./topic-T.js").then(m=>({default:m.t,prepare:m.n})));',
    );
  });

  it('gives the same module as the facade did', async () => {
    const target = { t: 'TopicPage', n: 'prepare', other: 'not exported by the facade' };
    const text = new MagicString('export const load=()=>import("./TopicPage-F.js");');
    importTargets(text, 'assets/shell-S.js', facades);
    const code = text.toString().replace('export const load=', 'return ');
    // The rewritten import, run with the target's namespace in place of `import()`.
    const load = new Function('importTarget', code.replace(/import\(/g, 'importTarget(')) as (
      importTarget: (specifier: string) => Promise<unknown>,
    ) => () => Promise<unknown>;
    const seen: string[] = [];
    const module = await load(async (specifier) => {
      seen.push(specifier);
      return target;
    })();
    expect(seen).toEqual(['./topic-T.js']);
    expect(module).toEqual({ default: 'TopicPage', prepare: 'prepare' });
  });

  it('leaves code that names no facade as it is', () => {
    const text = new MagicString('import("./topic-T.js");const x="TopicPage-F";');
    importTargets(text, 'assets/shell-S.js', facades);
    expect(text.hasChanged()).toBe(false);
  });
});

describe('followedBy', () => {
  it('maps the edited code to the sources the chunk came from', () => {
    // A chunk made from one source, its map word by word, then its facade import rewritten.
    const source = 'const a=1;p(()=>import("./TopicPage-F.js"));const later=2;';
    const built = new MagicString(source);
    const before = built.generateMap({ source: 'src/router.tsx', hires: true, file: 'shell.js' });
    const text = new MagicString(source);
    importTargets(text, 'assets/shell-S.js', [
      {
        fileName: 'assets/TopicPage-F.js',
        target: 'assets/topic-T.js',
        exports: [['default', 't']],
      },
    ]);
    const edits = text.generateMap({ source: 'assets/shell-S.js', hires: 'boundary' }).toString();
    const map = followedBy(
      Object.assign(JSON.parse(before.toString()) as SourceMap, {
        toString: () => before.toString(),
        toUrl: () => before.toUrl(),
      }),
      edits,
    );
    const column = text.toString().indexOf('later');
    const traced = originalPositionFor(new TraceMap(map.toString()), { line: 1, column });
    expect(traced).toMatchObject({
      source: 'src/router.tsx',
      line: 1,
      column: source.indexOf('later'),
    });
    expect(map.file).toBe('shell.js');
    expect(JSON.parse(map.toString())).toMatchObject({
      file: 'shell.js',
      sources: ['src/router.tsx'],
    });
  });
});

describe('manifestWithoutFacades', () => {
  it("names the chunk that holds a facade's module, with its imports and styles", () => {
    const manifest = {
      'src/features/play/TopicPage.tsx': {
        file: 'assets/TopicPage-F.js',
        src: 'src/features/play/TopicPage.tsx',
        isDynamicEntry: true,
        imports: ['_topic-T.js'],
      },
      '_topic-T.js': {
        file: 'assets/topic-T.js',
        name: 'topic',
        imports: ['_shell-S.js'],
        css: ['assets/topic-T.css'],
      },
      '_shell-S.js': { file: 'assets/shell-S.js', name: 'shell' },
    };
    const facades = [
      { fileName: 'assets/TopicPage-F.js', target: 'assets/topic-T.js', exports: [] },
    ];
    const rewritten = JSON.parse(manifestWithoutFacades(JSON.stringify(manifest), facades));
    expect(rewritten['src/features/play/TopicPage.tsx']).toEqual({
      file: 'assets/topic-T.js',
      src: 'src/features/play/TopicPage.tsx',
      isDynamicEntry: true,
      imports: ['_shell-S.js'],
      css: ['assets/topic-T.css'],
    });
    expect(rewritten['_topic-T.js']).toEqual(manifest['_topic-T.js']);
  });
});
