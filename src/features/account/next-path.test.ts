import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

const ORIGIN = 'https://sprouts.example';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeNextPath('/subscribe', ORIGIN)).toBe('/subscribe');
    expect(safeNextPath('/class/k1/v2?tab=1#top', ORIGIN)).toBe('/class/k1/v2?tab=1#top');
  });

  it.each([
    null,
    '',
    'subscribe',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('ignores %s', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
  });

  it('reads the link the checkout pages build', () => {
    const link = new URL('/signin?next=%2Fsubscription', ORIGIN);
    expect(safeNextPath(link.searchParams.get('next'), ORIGIN)).toBe('/subscription');
  });
});
