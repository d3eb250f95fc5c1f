import { describe, expect, it } from 'vitest';
import { hasPicture } from '@/domain/pictures';
import { KIND_PICTURES } from './kind-pictures';

describe('kind pictures', () => {
  it('name pictures that ship with the app', () => {
    const missing = Object.values(KIND_PICTURES).filter((name) => !hasPicture(name));
    expect(missing).toEqual([]);
  });
});
