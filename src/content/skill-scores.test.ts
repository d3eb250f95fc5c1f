import { describe, expect, it } from 'vitest';
import type { ContentPack } from '@/domain/types';
import { buildAssessmentRound } from './assessment-round';
import { pack as k2v1 } from './packs/k2/v1';
import { pack } from './packs/nursery/v1';
import { assessmentSkillScores, type ItemOutcome } from './skill-scores';

function outcomes(seed: number, wrongTopics: readonly string[] = []): ItemOutcome[] {
  return buildAssessmentRound(pack, 'english', seed).map((item) => ({
    itemId: item.id,
    correctFirstTry: !wrongTopics.some((topic) => item.id.startsWith(`${topic}:`)),
  }));
}

describe('assessmentSkillScores', () => {
  it('gives one entry per section topic, in section order, with the topic’s skill', () => {
    const scores = assessmentSkillScores(pack, 'english', outcomes(42));
    const { sections } = pack.subjects.english.assessment;
    expect(scores.map((score) => score.topic)).toEqual(sections.map((s) => s.topicId));
    for (const [index, section] of sections.entries()) {
      const topic = pack.subjects.english.topics.find((entry) => entry.id === section.topicId);
      expect(scores[index]).toEqual({
        skill: topic?.skill,
        topic: section.topicId,
        score: section.count,
        maxScore: section.count,
      });
    }
  });

  it('counts only answers right on the first try', () => {
    const scores = assessmentSkillScores(
      pack,
      'english',
      outcomes(7, ['first-sounds-a-to-h', 'trace-letters-a-to-h']),
    );
    expect(scores.find((s) => s.topic === 'first-sounds-a-to-h')).toMatchObject({
      skill: 'first-sounds',
      score: 0,
      maxScore: 3,
    });
    expect(scores.find((s) => s.topic === 'trace-letters-a-to-h')).toMatchObject({
      skill: 'letter-formation',
      score: 0,
      maxScore: 3,
    });
    expect(scores.find((s) => s.topic === 'big-and-small-letters')).toMatchObject({
      score: 2,
      maxScore: 2,
    });
  });

  it('keeps topics that share a skill apart, so the report can tell them apart', () => {
    const scores = assessmentSkillScores(pack, 'english', outcomes(3));
    const letterRecognition = scores.filter((s) => s.skill === 'letter-recognition');
    expect(letterRecognition.map((s) => s.topic)).toEqual([
      'big-and-small-letters',
      'match-big-and-small-letters',
    ]);
  });

  it('is the same whatever order the round was shuffled into', () => {
    const a = assessmentSkillScores(pack, 'english', outcomes(1, ['which-does-not-belong']));
    const b = assessmentSkillScores(pack, 'english', outcomes(99, ['which-does-not-belong']));
    expect(a).toEqual(b);
  });

  it('leaves out items of topics the subject does not have, and ids without a topic', () => {
    const scores = assessmentSkillScores(pack, 'english', [
      { itemId: 'first-sounds-a-to-h:1', correctFirstTry: true },
      { itemId: 'count-to-5:1', correctFirstTry: true },
      { itemId: 'gone-topic:2', correctFirstTry: false },
      { itemId: 'no-prefix', correctFirstTry: false },
      { itemId: ':3', correctFirstTry: false },
    ]);
    expect(scores).toEqual([
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 1, maxScore: 1 },
    ]);
  });

  it('puts a topic the sections no longer name after the sections', () => {
    const english = pack.subjects.english;
    const changed: ContentPack = {
      ...pack,
      subjects: {
        ...pack.subjects,
        english: {
          ...english,
          assessment: {
            ...english.assessment,
            sections: [{ topicId: 'which-does-not-belong', count: 1 }],
          },
        },
      },
    };
    const scores = assessmentSkillScores(changed, 'english', [
      { itemId: 'letters-and-pictures:1', correctFirstTry: true },
      { itemId: 'big-and-small-letters:1', correctFirstTry: false },
      { itemId: 'which-does-not-belong:1', correctFirstTry: true },
    ]);
    expect(scores.map((s) => s.topic)).toEqual([
      'which-does-not-belong',
      'letters-and-pictures',
      'big-and-small-letters',
    ]);
  });

  it('gives nothing for nothing played', () => {
    expect(assessmentSkillScores(k2v1, 'maths', [])).toEqual([]);
  });
});
