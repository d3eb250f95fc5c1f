import { describe, expect, it } from 'vitest';
import { pictureFileName, pictureFiles, pictureForPath, pictureUrlsSource } from './picture-files';

const SUN = '<svg viewBox="0 0 32 32"><circle r="4"/></svg>';
const CAT = '<svg viewBox="0 0 32 32"><path d="M1 1"/></svg>';

describe('picture files', () => {
  it('names each file after its picture and its content', () => {
    const file = pictureFileName('sun', SUN);
    expect(file).toMatch(/^assets\/pictures\/sun-[\w-]{8}\.svg$/);
    expect(pictureFileName('sun', SUN)).toBe(file);
    expect(pictureFileName('sun', CAT)).not.toBe(file);
  });

  it('refuses a name that is not a plain file name', () => {
    expect(() => pictureFileName('../sun', SUN)).toThrow(/cannot be a file name/);
    expect(() => pictureFileName('Sun Face', SUN)).toThrow(/cannot be a file name/);
  });

  it('writes a module of URLs under the base, without the markup', () => {
    const files = pictureFiles({ sun: SUN, 'cat-face': CAT });
    expect([...files.keys()]).toEqual(['cat-face', 'sun']);
    const source = pictureUrlsSource(files, '/');
    const urls = JSON.parse(source.replace(/^export default /, '').replace(/;\n$/, '')) as Record<
      string,
      string
    >;
    expect(urls).toEqual({ 'cat-face': `/${files.get('cat-face')}`, sun: `/${files.get('sun')}` });
    expect(source).not.toContain('<svg');
    expect(pictureUrlsSource(files, '/app/')).toContain(`"/app/${files.get('sun')}"`);
  });

  it('finds the picture a dev-server request asks for', () => {
    const files = pictureFiles({ sun: SUN });
    expect(pictureForPath(`/${files.get('sun')}`, files, '/')).toBe('sun');
    expect(pictureForPath('/assets/pictures/sun.svg', files, '/')).toBeUndefined();
    expect(pictureForPath(`/${files.get('sun')}`, files, '/app/')).toBeUndefined();
  });
});
