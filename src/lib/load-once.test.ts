import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one load between callers and keeps the value for reading at once', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`value of ${key}`));
    const values = loadOnce(load);
    expect(values.loaded('a')).toBeUndefined();
    const [first, second] = await Promise.all([values.load('a'), values.load('a')]);
    expect(first).toBe('value of a');
    expect(second).toBe('value of a');
    expect(load).toHaveBeenCalledTimes(1);
    expect(values.loaded('a')).toBe('value of a');
    await values.load('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again next time and keeps nothing from it', async () => {
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('back');
    const values = loadOnce(load);
    await expect(values.load('a')).rejects.toThrow('offline');
    expect(values.loaded('a')).toBeUndefined();
    await expect(values.load('a')).resolves.toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
