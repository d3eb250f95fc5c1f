import { describe, expect, it } from 'vitest';
import { loadedKind } from '@/activities/kind-loaders';
import { prepareTopic } from './prepare-topic';

describe('a prerendered topic page', () => {
  it('loads the kinds its root names before hydration, and none it does not', async () => {
    expect(loadedKind('addition')).toBeUndefined();
    await prepareTopic({ kinds: 'addition no-such-kind' });
    expect(loadedKind('addition')?.id).toBe('addition');
    expect(loadedKind('subtraction')).toBeUndefined();
    await expect(prepareTopic({})).resolves.toEqual([]);
  });
});
