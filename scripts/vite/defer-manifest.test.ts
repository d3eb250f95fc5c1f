import { describe, expect, it } from 'vitest';
import { manifestAfterPaint } from './defer-manifest';

const HTML =
  '<head><script defer src="/start.js"></script>' +
  '<link rel="manifest" href="/manifest.webmanifest"></head><body></body>';

describe('manifestAfterPaint', () => {
  it('names the manifest on the start script instead of linking it in the head', () => {
    const html = manifestAfterPaint(HTML, '/start.js');
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain(
      '<script defer src="/start.js" data-manifest="/manifest.webmanifest"></script>',
    );
  });

  it('fails the build when the manifest or the start script is missing', () => {
    expect(() => manifestAfterPaint('<head></head>', '/start.js')).toThrow(/manifest/);
    expect(() =>
      manifestAfterPaint('<link rel="manifest" href="/m.webmanifest">', '/start.js'),
    ).toThrow(/start\.js/);
  });
});
