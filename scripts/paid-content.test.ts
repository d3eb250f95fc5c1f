import { describe, expect, it } from 'vitest';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { ALL_PACKS } from '@/content/packs/all';
import type { ContentPack } from '../src/domain/types';
import { findPaidContent, paidMarkers } from './paid-content.mjs';

const free = ALL_PACKS.filter((pack) => pack.volume === 'v1');

/** A paid pack made for the test, with text no real pack has. */
function fixturePaid(): ContentPack {
  const [base] = free;
  if (!base) throw new Error('no free pack');
  const topics = base.subjects.maths.topics.map((topic, index) => ({
    ...topic,
    id: `fixture-topic-${index}`,
    description: `Fixture description number ${index} for the build check.`,
  }));
  return {
    ...base,
    volume: 'v3',
    subjects: { ...base.subjects, maths: { ...base.subjects.maths, topics } },
  };
}

describe('the paid-content check of a build', () => {
  it('has markers for every paid pack of the registry, none of them public', () => {
    const publicText = JSON.stringify(VOLUME_OUTLINES);
    const markers = paidMarkers(ALL_PACKS, publicText);
    for (const pack of ALL_PACKS.filter((entry) => entry.volume !== 'v1')) {
      const list = markers.get(`${pack.grade}/${pack.volume}`) ?? [];
      expect(list.length, `${pack.grade}/${pack.volume}`).toBeGreaterThan(10);
      for (const marker of list) expect(publicText.includes(marker)).toBe(false);
    }
  });

  it('finds a paid pack bundled into a file, and nothing in a build of free packs only', () => {
    const paid = fixturePaid();
    const markers = paidMarkers([...free, paid], JSON.stringify(VOLUME_OUTLINES));
    const clean = new Map(free.map((pack) => [`${pack.grade}-v1.js`, JSON.stringify(pack)]));
    expect(findPaidContent(clean, markers)).toEqual([]);

    const leaked = new Map([...clean, ['assets/index-abc.js', `const p=${JSON.stringify(paid)};`]]);
    const hits = findPaidContent(leaked, markers);
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((hit) => hit.file))).toEqual(new Set(['assets/index-abc.js']));
    expect(hits.map((hit) => hit.marker)).toContain('"fixture-topic-0"');
  });
});
