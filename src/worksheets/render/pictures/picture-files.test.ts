import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPictureServer, type PictureServer } from '../../testing/picture-server';
import { pictureFiles } from './picture-files';

describe('pictures read from their files', () => {
  let server: PictureServer | undefined;
  afterEach(async () => {
    vi.unstubAllGlobals();
    await server?.close();
    server = undefined;
  });

  const urls = {
    'cat-face': '/pictures/cat.svg',
    frog: '/pictures/frog.svg',
    missing: '/pictures/no-such-file.svg',
  };

  it('reads the names asked for, once each, and leaves out names with no file', async () => {
    const read: string[] = [];
    const files = pictureFiles(urls, (url) => {
      read.push(url);
      return Promise.resolve(new Response(`<svg id="${url}"/>`));
    });
    vi.stubGlobal('location', new URL('https://sprouts.example/class/k1'));
    const first = await files.load(['cat-face', 'cat-face', 'not-a-picture']);
    expect(first('cat-face')).toBe('<svg id="https://sprouts.example/pictures/cat.svg"/>');
    expect(first('not-a-picture')).toBeUndefined();
    expect(first('frog')).toBeUndefined();
    const second = await files.load(['cat-face', 'frog']);
    expect(second('frog')).toContain('frog.svg');
    expect(read).toEqual([
      'https://sprouts.example/pictures/cat.svg',
      'https://sprouts.example/pictures/frog.svg',
    ]);
  });

  it('rejects, naming the picture, when a file cannot be read, and tries it again next time', async () => {
    let ok = false;
    const files = pictureFiles(urls, () =>
      Promise.resolve(ok ? new Response('<svg/>') : new Response('gone', { status: 404 })),
    );
    await expect(files.load(['frog'])).rejects.toThrow("The picture 'frog' could not be read");
    ok = true;
    expect((await files.load(['frog']))('frog')).toBe('<svg/>');
  });

  it('reads real files over HTTP from the address of the page', async () => {
    server = await startPictureServer();
    vi.stubGlobal('location', new URL(`${server.origin}/class/k1/v1`));
    const { default: PICTURE_URLS } = await import('virtual:sprouts/picture-urls');
    const source = await pictureFiles(PICTURE_URLS).load(['frog']);
    expect(source('frog')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(server.requests).toEqual([PICTURE_URLS.frog]);
  });
});
