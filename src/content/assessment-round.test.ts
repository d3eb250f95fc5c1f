import { describe, expect, it } from 'vitest';
import type { ContentPack } from '@/domain/types';
import { assessmentItemTopic } from './assessment-item-id';
import { buildAssessmentRound } from './assessment-round';
import { pack } from './packs/k1/v1';

describe('buildAssessmentRound', () => {
  const { assessment, topics } = pack.subjects.maths;

  it('draws each section’s count of items from its topic, stamped with the kind', () => {
    const items = buildAssessmentRound(pack, 'maths', 1234);
    for (const section of assessment.sections) {
      const topic = topics.find((entry) => entry.id === section.topicId);
      const drawn = items.filter((item) => item.id.startsWith(`${section.topicId}:`));
      expect(drawn).toHaveLength(section.count);
      expect(drawn.every((item) => item.kind === topic?.kind)).toBe(true);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('gives the same round for the same seed and another round for another seed', () => {
    expect(buildAssessmentRound(pack, 'maths', 7)).toEqual(buildAssessmentRound(pack, 'maths', 7));
    expect(buildAssessmentRound(pack, 'maths', 8)).not.toEqual(
      buildAssessmentRound(pack, 'maths', 7),
    );
  });

  it('mixes the sections rather than playing them in order', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        buildAssessmentRound(pack, 'maths', seed)
          .map((item) => item.id.split(':')[0])
          .join(','),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('names a section whose topic is missing', () => {
    const broken: ContentPack = {
      ...pack,
      subjects: {
        ...pack.subjects,
        maths: {
          topics,
          assessment: { ...assessment, sections: [{ topicId: 'no-such-topic', count: 2 }] },
        },
      },
    };
    expect(() => buildAssessmentRound(broken, 'maths', 1)).toThrow('no-such-topic');
  });

  it('reads back the topic of every item it drew', () => {
    const items = buildAssessmentRound(pack, 'maths', 55);
    const sections = new Set(assessment.sections.map((section) => section.topicId));
    expect(items.every((item) => sections.has(assessmentItemTopic(item.id) ?? ''))).toBe(true);
    expect(assessmentItemTopic('count-to-10:item-3:b')).toBe('count-to-10');
    expect(assessmentItemTopic('no-topic')).toBeNull();
    expect(assessmentItemTopic(':item')).toBeNull();
  });
});
