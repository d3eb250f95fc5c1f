import { describe, expect, it } from 'vitest';
import { formatBytes } from './storage-facts';

describe('formatBytes', () => {
  it('speaks in KB, MB and GB', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(10)).toBe('1 KB');
    expect(formatBytes(8291)).toBe('8 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatBytes(42 * 1024 * 1024)).toBe('42 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(-1)).toBe('0 KB');
  });
});
