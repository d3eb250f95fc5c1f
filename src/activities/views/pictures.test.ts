import { describe, expect, it } from 'vitest';
import { pictureNames } from '@/domain/pictures';
import { pictureUrl, picturesIn } from './pictures';

describe('picture URLs', () => {
  it('has a file for every picture of the set, and none for unknown names', () => {
    const urls = pictureNames().map(pictureUrl);
    expect(urls.every((url) => url?.startsWith('/assets/pictures/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(pictureUrl('no-such-picture')).toBeNull();
    expect(pictureUrl('constructor')).toBeNull();
  });

  it('finds every picture a round names, however deep', () => {
    const round = [
      {
        prompt: { text: 'Which one?' },
        choices: [{ visual: { type: 'picture', picture: 'sun' } }],
      },
      { stem: { type: 'group', picture: 'star', count: 3 }, picture: 'sun' },
      { glyph: 'a', picture: 'red-apple', picture2: 'not-a-picture-field' },
    ];
    expect([...picturesIn(round)].sort()).toEqual(['red-apple', 'star', 'sun']);
    expect(picturesIn(null).size).toBe(0);
  });
});
