import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { storePack, loadStoredPack } from './pack-repo';
import { clearSession, loadSession, saveSession } from './session-repo';

interface FakeState {
  index: number;
  answers: string[];
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('session repository', () => {
  it('saves, replaces, loads and clears the round of one topic', async () => {
    const key = 'k1/v1/english/sight-words-1';
    expect(await loadSession(key)).toBeUndefined();

    await saveSession<FakeState>(key, 42, { index: 1, answers: ['a'] });
    await saveSession<FakeState>(key, 42, { index: 2, answers: ['a', 'b'] });
    await saveSession<FakeState>('k1/v1/maths/other', 7, { index: 0, answers: [] });

    const saved = await loadSession<FakeState>(key);
    expect(saved).toMatchObject({
      topicKey: key,
      seed: 42,
      state: { index: 2, answers: ['a', 'b'] },
    });
    expect(Date.parse(saved?.savedAt ?? '')).not.toBeNaN();

    await clearSession(key);
    expect(await loadSession(key)).toBeUndefined();
    expect(await loadSession('k1/v1/maths/other')).toBeDefined();
  });
});

describe('pack repository', () => {
  it('stores a downloaded pack under grade/volume', async () => {
    await storePack('k2', 'v3', { title: 'Volume 3' });
    const stored = await loadStoredPack<{ title: string }>('k2', 'v3');
    expect(stored).toMatchObject({
      key: 'k2/v3',
      grade: 'k2',
      volume: 'v3',
      pack: { title: 'Volume 3' },
    });
    expect(await loadStoredPack('k2', 'v4')).toBeUndefined();
  });
});
