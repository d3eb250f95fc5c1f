import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { minifiedStartScript } from './minify-start-script';

const SOURCE = readFileSync(new URL('../../public/start.js', import.meta.url), 'utf8');

describe('the start script in the build', () => {
  const minified = minifiedStartScript(SOURCE, 'start.js');

  it('keeps what the pages and the app rely on, without the comments', () => {
    for (const kept of [
      'beforeinstallprompt',
      'sproutsInstallOffer',
      'sproutsStartFailed',
      'sprouts.startRetry',
      'first-contentful-paint',
      'modulepreload',
      'currentScript',
      'serviceWorker',
    ]) {
      expect(minified).toContain(kept);
    }
    expect(minified).not.toContain('//');
    expect(gzipSync(minified).byteLength).toBeLessThan(gzipSync(SOURCE).byteLength * 0.6);
  });

  it('refuses a script that does not parse', () => {
    expect(() => minifiedStartScript('(() => {', 'start.js')).toThrow('start.js does not minify');
  });
});
