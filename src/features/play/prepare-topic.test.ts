import { describe, expect, it } from 'vitest';
import { loadedKind } from '@/activities/kind-loaders';
import { topicKeyOf } from '@/db/records';
import { takeSavedSessionRead } from './device-reads';
import { prepareTopic } from './prepare-topic';

describe('a prerendered topic page', () => {
  it('loads the kinds its root names before hydration, and none it does not', async () => {
    expect(loadedKind('addition')).toBeUndefined();
    await prepareTopic({ kinds: 'addition no-such-kind' });
    expect(loadedKind('addition')?.id).toBe('addition');
    expect(loadedKind('subtraction')).toBeUndefined();
    await expect(prepareTopic({})).resolves.toEqual([]);
  });

  it('begins the device reads of the topic at its address, and of no other', async () => {
    await prepareTopic({ prerendered: '/class/k1/v1/maths/add-within-5', kinds: 'addition' });
    expect(takeSavedSessionRead(topicKeyOf('k1', 'v1', 'maths', 'add-within-10'))).toBeUndefined();
    const read = takeSavedSessionRead(topicKeyOf('k1', 'v1', 'maths', 'add-within-5'));
    // No IndexedDB here: the read answers that nothing was saved.
    await expect(read).resolves.toBeUndefined();

    await prepareTopic({ prerendered: '/class/k1/v1' });
    expect(takeSavedSessionRead(topicKeyOf('k1', 'v1', 'maths', 'add-within-5'))).toBeUndefined();
  });
});
