import { describe, expect, it } from 'vitest';
import { pictureFileName, pictureFiles, pictureForPath, pictureUrlsSource } from './picture-files';

const SUN = '<svg viewBox="0 0 32 32"><circle r="4"/></svg>';
const CAT = '<svg viewBox="0 0 32 32"><path d="M1 1"/></svg>';

/** The map a module source exports, as the app imports it. */
async function urlsOf(source: string): Promise<Record<string, string>> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    default: Record<string, string>;
  };
  return module.default;
}

describe('picture files', () => {
  it('names each file after its picture and its content', () => {
    const file = pictureFileName('sun', SUN);
    expect(file).toMatch(/^assets\/pictures\/sun-[\w-]{6}\.svg$/);
    expect(pictureFileName('sun', SUN)).toBe(file);
    expect(pictureFileName('sun', CAT)).not.toBe(file);
  });

  it('refuses a name that is not a plain file name', () => {
    expect(() => pictureFileName('../sun', SUN)).toThrow(/cannot be a file name/);
    expect(() => pictureFileName('Sun Face', SUN)).toThrow(/cannot be a file name/);
  });

  it('writes a module of URLs under the base, without the markup', async () => {
    const files = pictureFiles({ sun: SUN, 'cat-face': CAT });
    expect([...files.keys()]).toEqual(['cat-face', 'sun']);
    const source = pictureUrlsSource(files, '/');
    expect(await urlsOf(source)).toEqual({
      'cat-face': `/${files.get('cat-face')}`,
      sun: `/${files.get('sun')}`,
    });
    expect(source).not.toContain('<svg');
    expect(await urlsOf(pictureUrlsSource(files, '/app/'))).toMatchObject({
      sun: `/app/${files.get('sun')}`,
    });
  });

  it('refuses a file that is not named after its picture', () => {
    const files = new Map([['sun', 'assets/pictures/moon-abcdef.svg']]);
    expect(() => pictureUrlsSource(files, '/')).toThrow(/not named after 'sun'/);
  });

  it('finds the picture a dev-server request asks for', () => {
    const files = pictureFiles({ sun: SUN });
    expect(pictureForPath(`/${files.get('sun')}`, files, '/')).toBe('sun');
    expect(pictureForPath('/assets/pictures/sun.svg', files, '/')).toBeUndefined();
    expect(pictureForPath(`/${files.get('sun')}`, files, '/app/')).toBeUndefined();
  });
});
