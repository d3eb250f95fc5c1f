import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPack } from '@/domain/types';
import { loadPack } from '@/content/load-pack';
import {
  assessmentTarget,
  isSampleWorksheet,
  subjectTargets,
  topicTarget,
  worksheetAccess,
} from './targets';

const packs: Record<string, ContentPack> = {};
beforeAll(async () => {
  for (const grade of ['nursery', 'k1', 'k2'] as const) packs[grade] = await loadPack(grade, 'v1');
});

const visitor = { status: null, loading: false } as const;
const inactive = { status: 'inactive', loading: false } as const;
const active = { status: 'active', loading: false } as const;

describe('worksheet targets', () => {
  it("list a subject's topics in order, then its assessment, with their file names", () => {
    const pack = packs.k1 as ContentPack;
    const targets = subjectTargets(pack, 'maths');
    expect(targets.map((target) => target.id)).toEqual([
      ...pack.subjects.maths.topics.map((topic) => topic.id),
      pack.subjects.maths.assessment.id,
    ]);
    expect(targets.at(-1)).toEqual({
      kind: 'assessment',
      subject: 'maths',
      id: pack.subjects.maths.assessment.id,
      title: 'Maths Assessment',
      file: { kind: 'assessment', grade: 'k1', volume: 'v1', subject: 'maths' },
      fileName: 'sprouts-k1-v1-maths-assessment.pdf',
    });
    expect(topicTarget(pack, 'maths', 'no-such-topic')).toBeNull();
  });

  it.each(['nursery', 'k1', 'k2'])(
    'make the first worksheet of the %s volume page the free sample, and nothing else',
    (grade) => {
      const pack = packs[grade] as ContentPack;
      const first = pack.subjects.english.topics[0]?.id ?? '';
      const all = [...subjectTargets(pack, 'english'), ...subjectTargets(pack, 'maths')];
      expect(all.filter((target) => isSampleWorksheet(pack, target)).map((t) => t.id)).toEqual([
        first,
      ]);
      // The same topic in a later volume is not a sample.
      const sample = topicTarget(pack, 'english', first);
      expect(sample && isSampleWorksheet({ ...pack, volume: 'v2' }, sample)).toBe(false);
    },
  );

  it('open every worksheet to a subscriber, the sample to everyone else', () => {
    const pack = packs.nursery as ContentPack;
    const sample = topicTarget(pack, 'english', pack.subjects.english.topics[0]?.id ?? '');
    const other = assessmentTarget(pack, 'english');
    expect(worksheetAccess(active, pack, other)).toBe('open');
    expect(worksheetAccess(active, pack, sample)).toBe('open');
    for (const subscription of [visitor, inactive]) {
      expect(worksheetAccess(subscription, pack, sample)).toBe('sample');
      expect(worksheetAccess(subscription, pack, other)).toBe('locked');
      expect(worksheetAccess(subscription, pack, null)).toBe('locked');
    }
    expect(worksheetAccess({ status: null, loading: true }, pack, sample)).toBe('checking');
  });
});
