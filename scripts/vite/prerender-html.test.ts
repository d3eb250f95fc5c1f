import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_SHELL_FILE,
  PRELOADS_PER_TASK,
  START_SCRIPT,
  fileForNavigation,
  ownStyles,
  pageAssets,
  pageStylesheet,
  prerenderedFile,
  prerenderedHtml,
  type BuiltChunk,
  type RenderedPage,
} from './prerender-html';

const TEMPLATE = [
  '<html><head><title>Sprouts</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-R.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-A.css">',
  '<script defer src="/start.js" data-manifest="/manifest.webmanifest"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

/** The data attributes of the page's start element (public/start.js). */
function startData(html: string): Record<string, string> {
  const element = /<script async src="\/start\.js"([^>]*)><\/script>/.exec(html)?.[1];
  const data: Record<string, string> = {};
  for (const [, name, value] of (element ?? '').matchAll(/data-(\w+)="([^"]*)"/g)) {
    data[name as string] = (value as string).replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return data;
}

/** The entry and the modules the page starts after its first paint. */
function startedScripts(html: string): { entry: unknown; preloads: unknown } {
  const data = startData(html);
  return { entry: data.entry ?? null, preloads: data.preloads?.split(' ') ?? null };
}

const START_FILE = readFileSync(new URL(`../../public/${START_SCRIPT}`, import.meta.url), 'utf8');

/** The browser parts the start script uses besides the window and the document. */
interface StartBrowser {
  PerformanceObserver: unknown;
  setTimeout: (task: () => void) => void;
  /** Stands in for `import()`. */
  load: (url: string) => Promise<unknown>;
  sessionStorage?: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
  location?: { reload(): void };
  navigator?: { serviceWorker?: { controller: object | null } };
}

/**
 * The page's start script as a function of the browser parts it uses, run with the page's start
 * element as `document.currentScript`.
 */
function startScript(
  html: string,
): (window: object, document: object, browser: StartBrowser) => void {
  const dataset = startData(html);
  const run = new Function(
    'window',
    'document',
    'PerformanceObserver',
    'setTimeout',
    'load',
    'addEventListener',
    'sessionStorage',
    'location',
    'requestAnimationFrame',
    'navigator',
    START_FILE.replace('import(entry)', 'load(entry)'),
  ) as (...browser: unknown[]) => void;
  return (window, document, browser) =>
    run(
      window,
      { ...document, currentScript: { dataset } },
      browser.PerformanceObserver,
      browser.setTimeout,
      browser.load,
      () => undefined,
      browser.sessionStorage,
      browser.location,
      () => undefined,
      browser.navigator ?? {},
    );
}

const PAGE: RenderedPage = {
  path: '/class/k1/v1',
  html: '<h1>Kindergarten - 1</h1>',
  title: 'Volume 1: Beginning Sounds & Numbers · Sprouts',
  pages: ['GradeLayout', 'VolumeOverviewPage'],
  packs: ['k1/v1'],
  kinds: [],
  sources: ['GradeLayout.tsx', 'VolumeOverviewPage.tsx', 'packs/k1/v1/index.ts'],
};

describe('prerenderedHtml', () => {
  it('puts the markup in the root, names its parts, and sets the title', () => {
    const html = prerenderedHtml(TEMPLATE, PAGE);
    expect(html).toContain(
      '<div id="root" data-prerendered="/class/k1/v1" data-pages="GradeLayout VolumeOverviewPage" data-packs="k1/v1"><h1>Kindergarten - 1</h1></div>',
    );
    expect(html).toContain('<title>Volume 1: Beginning Sounds &amp; Numbers · Sprouts</title>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('names the kinds a topic page plays', () => {
    const html = prerenderedHtml(TEMPLATE, {
      ...PAGE,
      path: '/class/k1/v1/maths/add-within-5',
      pages: ['GradeLayout', 'TopicPage'],
      kinds: ['addition'],
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="/class/k1/v1/maths/add-within-5" data-pages="GradeLayout TopicPage" data-packs="k1/v1" data-kinds="addition">',
    );
  });

  it('leaves out the lists a page does not need', () => {
    const html = prerenderedHtml(TEMPLATE, { ...PAGE, path: '/', pages: [], packs: [] });
    expect(html).toContain('<div id="root" data-prerendered="/"><h1>');
  });

  it('links the styles of the page that the template does not have yet', () => {
    const html = prerenderedHtml(TEMPLATE, PAGE, {
      styles: ['assets/index-A.css', 'assets/Grade-B.css'],
      scripts: [],
    });
    expect(html.match(/index-A\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Grade-B.css"></head>');
  });

  it("links a page's own styles as one stylesheet, naming the parts for the app's loader", () => {
    const assets = {
      styles: ['assets/index-A.css', 'assets/Grade-B.css', 'assets/Topic-C.css'],
      scripts: [],
    };
    const own = ownStyles(TEMPLATE, assets);
    expect(own).toEqual(['assets/Grade-B.css', 'assets/Topic-C.css']);
    const files: Record<string, string> = {
      'assets/Grade-B.css': '.grade{color:red}',
      'assets/Topic-C.css': '.topic{color:blue}',
    };
    const stylesheet = pageStylesheet(own, (file) => files[file] ?? '');
    expect(stylesheet?.css).toBe('.grade{color:red}\n.topic{color:blue}');
    expect(stylesheet?.file).toMatch(/^assets\/page-[\w-]{8}\.css$/);
    // The same styles give the same file, other styles another.
    expect(pageStylesheet(own, (file) => files[file] ?? '')?.file).toBe(stylesheet?.file);
    expect(pageStylesheet(own, () => '.x{}')?.file).not.toBe(stylesheet?.file);

    const html = prerenderedHtml(TEMPLATE, PAGE, assets, '/', stylesheet);
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-A.css">',
      `<link rel="stylesheet" crossorigin href="/${stylesheet?.file}">`,
      // Not fetched: there for the loader that adds a chunk's styles unless they are linked.
      '<link rel="stylesheet" crossorigin href="/assets/Grade-B.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/Topic-C.css" disabled>',
    ]);
  });

  it('keeps a single stylesheet of its own as it is', () => {
    expect(pageStylesheet(['assets/Grade-B.css'], () => '.grade{}')).toBeUndefined();
    expect(pageStylesheet([], () => '')).toBeUndefined();
  });

  it('starts the entry and every chunk of the page after the first paint, not from the head', () => {
    const html = prerenderedHtml(TEMPLATE, PAGE, {
      styles: [],
      scripts: ['assets/Grade-C.js', 'assets/react-R.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(startedScripts(html)).toEqual({
      entry: '/assets/index-A.js',
      preloads: ['/assets/react-R.js', '/assets/Grade-C.js'],
    });
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(startData(html).batch).toBe(String(PRELOADS_PER_TASK));
    expect(startData(html).manifest).toBe('/manifest.webmanifest');
  });

  it('imports the entry once, at the first paint, and preloads the chunks a few per task', () => {
    const chunks = Array.from({ length: 14 }, (_, index) => `assets/chunk-${index}.js`);
    const html = prerenderedHtml(TEMPLATE, PAGE, { scripts: chunks, styles: [] });
    const imported: string[] = [];
    const head: { href: string; rel: string }[] = [];
    const tasks: (() => void)[] = [];
    let onPaint: (list: { getEntriesByName(name: string): unknown[] }) => void = () => undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof onPaint) {
        onPaint = callback;
      }
      observe() {}
    }
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: { href: string; rel: string }) => head.push(link) },
    };
    startScript(html)({}, document, {
      PerformanceObserver: PaintObserver,
      setTimeout: (task) => tasks.push(task),
      load: (url) => {
        imported.push(url);
        return Promise.resolve();
      },
    });
    expect(imported).toEqual([]);
    expect(head).toEqual([]);

    onPaint({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(imported).toEqual(['/assets/index-A.js']);
    // The manifest, then the first batch of modules.
    expect(head[0]).toMatchObject({ rel: 'manifest', href: '/manifest.webmanifest' });
    head.shift();
    expect(head).toHaveLength(PRELOADS_PER_TASK);
    expect(head.every((link) => link.rel === 'modulepreload')).toBe(true);

    // The time-out that starts a page never painted, then the batches, each in its own task.
    while (tasks.length > 0) {
      const before = head.length;
      tasks.shift()?.();
      expect(head.length - before).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    }
    expect(imported).toEqual(['/assets/index-A.js']);
    expect(head.map((link) => link.href)).toEqual([
      '/assets/react-R.js',
      ...chunks.map((chunk) => `/${chunk}`),
    ]);
  });

  it('starts at once, before the first paint, when the service worker answers the page', () => {
    // More modules than one batch: on the device they are all preloaded in the first task.
    const scripts = Array.from({ length: PRELOADS_PER_TASK + 3 }, (_, n) => `assets/chunk-${n}.js`);
    const html = prerenderedHtml(TEMPLATE, PAGE, { scripts, styles: [] });
    const imported: string[] = [];
    const head: { href: string; rel: string }[] = [];
    class UnpaintedObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
    }
    const run = (controller: object | null) =>
      startScript(html)(
        {},
        {
          createElement: () => ({ rel: '', href: '', crossOrigin: null }),
          head: { append: (link: { href: string; rel: string }) => head.push(link) },
        },
        {
          PerformanceObserver: UnpaintedObserver,
          setTimeout: () => undefined,
          load: (url) => {
            imported.push(url);
            return Promise.resolve();
          },
          navigator: { serviceWorker: { controller } },
        },
      );
    run(null);
    expect(imported).toEqual([]);
    run({});
    expect(imported).toEqual(['/assets/index-A.js']);
    expect(head.map((link) => link.href)).toEqual([
      '/assets/react-R.js',
      ...scripts.map((file) => `/${file}`),
    ]);
    expect(head.every((link) => link.rel === 'modulepreload')).toBe(true);
  });

  it('reloads the page once when the import of the entry fails', async () => {
    const html = prerenderedHtml(TEMPLATE, PAGE, { scripts: [], styles: [] });
    const reloads: string[] = [];
    const stored = new Map<string, string>();
    class PaintedObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: unknown) => void) {}
      observe() {
        this.callback({ getEntriesByName: () => [{}] });
      }
    }
    startScript(html)(
      {},
      { createElement: () => ({}), head: { append: () => undefined } },
      {
        PerformanceObserver: PaintedObserver,
        setTimeout: () => undefined,
        load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        sessionStorage: {
          getItem: (key) => stored.get(key) ?? null,
          setItem: (key, value) => stored.set(key, value),
        },
        location: { reload: () => reloads.push('reload') },
      },
    );
    await vi.waitFor(() => expect(reloads).toEqual(['reload']));
    expect(Number(stored.get('sprouts.startRetry'))).toBeGreaterThan(0);
  });

  it('starts a prerendered page from an async start script, which waits for no stylesheet', () => {
    const html = prerenderedHtml(TEMPLATE, PAGE, { scripts: [], styles: [] });
    expect(html).toMatch(/<script async src="\/start\.js" data-entry="[^"]+"/);
    expect(html).toContain('data-manifest="/manifest.webmanifest"');
    expect(html).not.toContain('<script defer');
  });

  it('keeps replacement patterns in the markup as they are', () => {
    const html = prerenderedHtml(TEMPLATE, { ...PAGE, html: '<p>$& and $1</p>', title: '$&' });
    expect(html).toContain('<p>$& and $1</p>');
    expect(html).toContain('<title>$&amp;</title>');
  });

  it('refuses a template without an empty root or an entry script', () => {
    expect(() => prerenderedHtml('<title>x</title><div id="app"></div>', PAGE)).toThrow(
      /no <div id="root"><\/div>/,
    );
    expect(() => prerenderedHtml('<title>x</title><div id="root"></div>', PAGE)).toThrow(
      'index.html has no entry script',
    );
    expect(() => prerenderedHtml(TEMPLATE.replace('/start.js', '/other.js'), PAGE)).toThrow(
      'index.html has no start.js',
    );
  });
});

describe('pageAssets', () => {
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    css: string[] = [],
  ): BuiltChunk => ({ fileName, moduleIds, imports, css });
  const chunks = [
    chunk('assets/index-A.js', ['/app/src/main.tsx'], ['assets/react-R.js']),
    chunk('assets/react-R.js', ['/app/node_modules/react/index.js']),
    chunk(
      'assets/GradeLayout-G.js',
      ['/app/src/features/curriculum/GradeLayout.tsx'],
      ['assets/Button-B.js', 'assets/react-R.js'],
      ['assets/GradeLayout-G.css'],
    ),
    chunk(
      'assets/Button-B.js',
      ['/app/src/ui/Button.tsx'],
      ['assets/react-R.js'],
      ['assets/Button-B.css'],
    ),
    // A page placed in a chunk with other modules: found by the module, not by a facade.
    chunk(
      'assets/topic-T.js',
      ['/app/src/features/play/TopicPage.tsx', '/app/src/x.ts'],
      ['assets/react-R.js'],
    ),
    chunk('assets/v1-P.js', ['/app/src/content/packs/k1/v1/index.ts']),
    chunk('assets/v1-Q.js', ['/app/src/content/packs/k2/v1/index.ts']),
  ];

  it('follows the static imports of each source and gathers their CSS', () => {
    expect(pageAssets(['GradeLayout.tsx', 'packs/k1/v1/index.ts'], chunks)).toEqual({
      scripts: [
        'assets/GradeLayout-G.js',
        'assets/Button-B.js',
        'assets/react-R.js',
        'assets/v1-P.js',
      ],
      styles: ['assets/GradeLayout-G.css', 'assets/Button-B.css'],
    });
    expect(pageAssets(['TopicPage.tsx'], chunks).scripts).toEqual([
      'assets/topic-T.js',
      'assets/react-R.js',
    ]);
  });

  it('fails the build for a source with no chunk or with several', () => {
    expect(() => pageAssets(['HomePage.tsx'], chunks)).toThrow(
      "Expected one chunk for 'HomePage.tsx', found 0",
    );
    expect(() => pageAssets(['v1/index.ts'], chunks)).toThrow('found 2');
  });
});

describe('prerenderedFile', () => {
  it('maps addresses to the files hosts and the service worker look for', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/subscribe')).toBe('subscribe.html');
    expect(prerenderedFile('/class/k1/v1/maths/add-within-5')).toBe(
      'class/k1/v1/maths/add-within-5.html',
    );
  });

  it.each(['class', '/class/', '/../etc/passwd'])('refuses %s', (path) => {
    expect(() => prerenderedFile(path)).toThrow();
  });
});

describe('fileForNavigation', () => {
  const files = new Set(['index.html', 'subscribe.html', 'class/k1/v1.html', 'robots.txt']);
  const exists = (file: string) => files.has(file);

  it('answers prerendered addresses with their page, and others with the app shell', () => {
    expect(fileForNavigation('/', exists)).toBe('index.html');
    expect(fileForNavigation('/subscribe', exists)).toBe('subscribe.html');
    expect(fileForNavigation('/class/k1/v1/', exists)).toBe('class/k1/v1.html');
    expect(fileForNavigation('/profile', exists)).toBe(APP_SHELL_FILE);
    expect(fileForNavigation('/class/k1/v2', exists)).toBe(APP_SHELL_FILE);
  });

  it('leaves files as they are', () => {
    expect(fileForNavigation('/robots.txt', exists)).toBe('robots.txt');
    expect(fileForNavigation('/app-shell.html', exists)).toBe('app-shell.html');
  });
});
