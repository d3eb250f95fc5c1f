import { describe, expect, it } from 'vitest';
import { ALL_PACKS } from './packs/all';
import { KIND_PICTURES } from './kind-pictures';
import { asContentPack } from './pack-shape';

describe('asContentPack', () => {
  it('accepts every pack of the registry, after a trip through JSON', () => {
    for (const pack of ALL_PACKS) {
      const copy: unknown = JSON.parse(JSON.stringify(pack));
      expect(asContentPack(copy, pack.grade, pack.volume)).toEqual(pack);
    }
  });

  it("gives a topic stored before topics had pictures its kind's picture", () => {
    const [pack] = ALL_PACKS;
    if (!pack) throw new Error('no packs');
    const stored = JSON.parse(JSON.stringify(pack)) as {
      subjects: Record<string, { topics: Record<string, unknown>[] }>;
    };
    for (const part of Object.values(stored.subjects)) {
      for (const topic of part.topics) delete topic.picture;
    }
    const read = asContentPack(stored, pack.grade, pack.volume);
    const [first] = pack.subjects.maths.topics;
    if (!read || !first) throw new Error('not read');
    expect(read.subjects.maths.topics[0]).toEqual({ ...first, picture: KIND_PICTURES[first.kind] });
    const withNumber = JSON.parse(JSON.stringify(pack)) as typeof stored;
    const firstEnglish = withNumber.subjects.english?.topics[0];
    if (firstEnglish) firstEnglish.picture = 7;
    expect(asContentPack(withNumber, pack.grade, pack.volume)).toBeNull();
  });

  it('refuses a pack of another volume, or one that is damaged', () => {
    const [pack] = ALL_PACKS;
    if (!pack) throw new Error('no packs');
    const other = pack.volume === 'v1' ? 'v2' : 'v1';
    expect(asContentPack(pack, pack.grade, other)).toBeNull();
    expect(asContentPack(null, pack.grade, pack.volume)).toBeNull();
    expect(asContentPack('{}', pack.grade, pack.volume)).toBeNull();
    const noMaths = { ...pack, subjects: { english: pack.subjects.english } };
    expect(asContentPack(noMaths, pack.grade, pack.volume)).toBeNull();
    const badTopic = {
      ...pack,
      subjects: {
        ...pack.subjects,
        english: { ...pack.subjects.english, topics: [{ id: 'x' }] },
      },
    };
    expect(asContentPack(badTopic, pack.grade, pack.volume)).toBeNull();
    const noAssessment = {
      ...pack,
      subjects: { ...pack.subjects, maths: { topics: pack.subjects.maths.topics } },
    };
    expect(asContentPack(noAssessment, pack.grade, pack.volume)).toBeNull();
  });
});
