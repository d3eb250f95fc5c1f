import { describe, expect, it } from 'vitest';
import { PackNotAvailableError } from './errors';
import { isBundledPack, loadedPack, loadPack } from './load-pack';

describe('loadPack', () => {
  it('has a bundled pack at hand once it has loaded, and only then', async () => {
    expect(loadedPack('k2', 'v1')).toBeUndefined();
    const pack = await loadPack('k2', 'v1');
    expect(pack.grade).toBe('k2');
    expect(loadedPack('k2', 'v1')).toBe(pack);
    expect(loadPack('k2', 'v1')).toBe(loadPack('k2', 'v1'));
  });

  it('refuses a volume that does not ship with the app', async () => {
    expect(isBundledPack('k1', 'v2')).toBe(false);
    await expect(loadPack('k1', 'v2')).rejects.toBeInstanceOf(PackNotAvailableError);
    expect(loadedPack('k1', 'v2')).toBeUndefined();
  });
});
