// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from '../../../scripts/vite/prerender-html';
import { startsOnDevice } from './device-start';

const ENTRY = '/assets/index-E.js';
const TEMPLATE = readFileSync('index.html', 'utf8')
  .replace('<script type="module" src="/src/main.tsx"></script>', '')
  .replace('</head>', `<script type="module" crossorigin src="${ENTRY}"></script></head>`);

/** A topic page as the build writes it for the host. */
function builtPage(): string {
  return prerenderedHtml(
    TEMPLATE,
    {
      path: '/class/k1/v1/maths/add-within-5',
      title: 'Adding within 5',
      html: '<main>Tap to start</main>',
      pages: ['TopicPage'],
      packs: ['k1/v1'],
      kinds: ['addition'],
      sources: [],
    },
    { scripts: ['assets/shell-S.js', 'assets/topic-T.js'], styles: [] },
  );
}

function startScript(html: string): Element {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const script = page.querySelector('script[src="/start.js"]');
  if (!script) throw new Error('no start script');
  return script;
}

describe('a prerendered page on the device', () => {
  it('names its entry and modules as module preloads right after its start script', () => {
    const html = startsOnDevice(builtPage());
    const page = new DOMParser().parseFromString(html, 'text/html');
    const preloads = [...page.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      ENTRY,
      '/assets/shell-S.js',
      '/assets/topic-T.js',
    ]);
    expect(preloads.every((link) => link.hasAttribute('crossorigin'))).toBe(true);
    expect(page.querySelector('script[src="/start.js"]')?.nextElementSibling).toBe(preloads[0]);
    // Preloads come before the page's styles, in the head, where the browser sees them first.
    expect(preloads.every((link) => link.parentElement === page.head)).toBe(true);
  });

  it('leaves the start script its entry and manifest, and no preloads of its own to add', () => {
    const host = startScript(builtPage());
    expect(host.getAttribute('data-preloads')).toBe('/assets/shell-S.js /assets/topic-T.js');
    const device = startScript(startsOnDevice(builtPage()));
    expect(device.getAttribute('data-entry')).toBe(ENTRY);
    expect(device.hasAttribute('data-preloads')).toBe(false);
    expect(device.hasAttribute('data-batch')).toBe(false);
    expect(device.hasAttribute('async')).toBe(true);
  });

  it('changes nothing else in the page', () => {
    const before = builtPage();
    const after = startsOnDevice(before);
    const strip = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(/ data-(preloads|batch)="[^"]*"/g, '');
    expect(strip(after)).toBe(strip(before));
  });

  it('leaves the app shell, which names its modules already, and any other page alone', () => {
    expect(startsOnDevice(TEMPLATE)).toBe(TEMPLATE);
    expect(startsOnDevice('<p>no start script</p>')).toBe('<p>no start script</p>');
    expect(startsOnDevice(startsOnDevice(builtPage()))).toBe(startsOnDevice(builtPage()));
  });
});
