import { describe, expect, it } from 'vitest';
import type { KindId } from '@/domain/types';
import { loadKind, loadedKind } from './kind-loaders';
import { KIND_IDS, getKind } from './registry';

describe('loadKind', () => {
  it('loads every kind of the registry, the same definition under its own id', async () => {
    for (const id of KIND_IDS) {
      const definition = await loadKind(id);
      expect(definition).toBe(getKind(id));
      expect(definition.id).toBe(id);
      expect(loadedKind(id)).toBe(definition);
    }
  });

  it('loads a kind once, and knows nothing of a kind it has not loaded', async () => {
    expect(loadKind('counting')).toBe(loadKind('counting'));
    await expect(loadKind('no-such-kind' as KindId)).rejects.toThrow(
      'Unknown activity kind: no-such-kind',
    );
    expect(loadedKind('no-such-kind' as KindId)).toBeUndefined();
  });
});
