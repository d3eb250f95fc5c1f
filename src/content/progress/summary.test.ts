import { describe, expect, it } from 'vitest';
import { mergeResults } from './results';
import { summariseProgress } from './summary';
import { catalogWith, knownNurseryV1, result } from './testing';

const LETTERS_RIGHT = {
  skill: 'letter-recognition',
  topic: 'big-and-small-letters',
  score: 2,
  maxScore: 2,
};
const SKILLS = [
  { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 3, maxScore: 3 },
  { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 0, maxScore: 3 },
  { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 2, maxScore: 3 },
];

describe('summariseProgress', () => {
  it('is empty without results', () => {
    expect(summariseProgress([], catalogWith())).toEqual({
      grades: [],
      activities: 0,
      topicsPlayed: 0,
      checksPlayed: 0,
      stars: 0,
      possibleStars: 0,
      minutes: 0,
      firstPlayed: null,
      lastPlayed: null,
    });
  });

  it('keeps per topic the best stars and score, the plays and the last play', () => {
    const rounds = [
      result({ score: 5, maxScore: 8, stars: 1, finishedAt: '2026-04-01T09:00:00.000Z' }),
      result({ score: 8, maxScore: 8, stars: 3, finishedAt: '2026-04-02T09:00:00.000Z' }),
      result({ score: 7, maxScore: 8, stars: 2, finishedAt: '2026-04-05T09:00:00.000Z' }),
    ];
    const summary = summariseProgress(rounds, catalogWith(), { packKnown: knownNurseryV1 });
    const english = summary.grades[0]?.volumes[0]?.subjects[0];
    expect(english?.topics).toEqual([
      {
        topicId: 'big-and-small-letters',
        title: 'Big and Small Letters A to H',
        stars: 3,
        bestScore: 8,
        bestMaxScore: 8,
        timesPlayed: 3,
        lastPlayed: '2026-04-05T09:00:00.000Z',
        path: '/class/nursery/v1/english/big-and-small-letters',
      },
    ]);
    expect(english?.topicCount).toBe(7);
    expect(english?.stars).toBe(3);
    expect(summary).toMatchObject({
      activities: 3,
      topicsPlayed: 1,
      stars: 3,
      minutes: 3,
      firstPlayed: '2026-04-01T09:00:00.000Z',
      lastPlayed: '2026-04-05T09:00:00.000Z',
    });
  });

  it('judges the best score by its share of the questions, whatever the round length', () => {
    const summary = summariseProgress(
      [result({ score: 7, maxScore: 10, stars: 2 }), result({ score: 6, maxScore: 6, stars: 3 })],
      catalogWith(),
    );
    expect(summary.grades[0]?.volumes[0]?.subjects[0]?.topics[0]).toMatchObject({
      bestScore: 6,
      bestMaxScore: 6,
    });
  });

  it('groups by grade, volume and subject in curriculum order, topics in the pack order', () => {
    const rows = [
      result({ grade: 'k1', volume: 'v2', subject: 'maths', topic: 'add-within-10' }),
      result({ subject: 'maths', topic: 'count-to-5', kind: 'counting' }),
      result({ topic: 'which-does-not-belong' }),
      result({ topic: 'first-sounds-a-to-h' }),
      result({ grade: 'k1', volume: 'v1', subject: 'english', topic: 'sight-words' }),
      result({ volume: 'v3', topic: 'rhymes' }),
    ];
    const summary = summariseProgress(rows, catalogWith(rows));
    expect(
      summary.grades.map((grade) => [grade.grade, grade.volumes.map((volume) => volume.volume)]),
    ).toEqual([
      ['nursery', ['v1', 'v3']],
      ['k1', ['v1', 'v2']],
    ]);
    const nurseryV1 = summary.grades[0]?.volumes[0];
    expect(nurseryV1?.title).toBe('First Letters and Numbers');
    expect(nurseryV1?.subjects.map((subject) => subject.subject)).toEqual(['english', 'maths']);
    expect(nurseryV1?.subjects[0]?.topics.map((topic) => topic.topicId)).toEqual([
      'first-sounds-a-to-h',
      'which-does-not-belong',
    ]);
  });

  it('names the topics of a volume whose pack is not on the device from their ids', () => {
    const rows = [result({ grade: 'k1', volume: 'v3', subject: 'maths', topic: 'add-within-20' })];
    const summary = summariseProgress(rows, catalogWith(rows), { packKnown: knownNurseryV1 });
    const maths = summary.grades[0]?.volumes[0]?.subjects[0];
    expect(summary.grades[0]?.volumes[0]?.title).toBe('Short o, u and e and Numbers to 100');
    expect(maths?.topicCount).toBeNull();
    expect(maths?.topics[0]).toMatchObject({
      title: 'Add within 20',
      path: '/class/k1/v3/maths/add-within-20',
    });
  });

  it('keeps the latest check of a subject with its report card, apart from the topics', () => {
    const rows = [
      result({
        topic: 'english-assessment',
        kind: 'assessment',
        score: 9,
        maxScore: 10,
        stars: 3,
        skills: [LETTERS_RIGHT],
        finishedAt: '2026-04-01T09:00:00.000Z',
      }),
      result({
        topic: 'english-assessment',
        kind: 'assessment',
        score: 3,
        maxScore: 7,
        stars: 1,
        skills: SKILLS,
        finishedAt: '2026-04-08T09:00:00.000Z',
      }),
      result({
        topic: 'english-assessment',
        kind: 'assessment',
        score: 5,
        maxScore: 10,
        stars: 1,
        skills: null,
        finishedAt: '2026-04-09T09:00:00.000Z',
      }),
    ];
    const summary = summariseProgress(rows, catalogWith());
    const english = summary.grades[0]?.volumes[0]?.subjects[0];
    expect(english?.topics).toEqual([]);
    const check = english?.assessment;
    expect(check).toMatchObject({
      assessmentId: 'english-assessment',
      title: 'English Assessment',
      timesPlayed: 3,
      bestStars: 3,
      path: '/class/nursery/v1/english/assessment',
    });
    expect(check?.latest.finishedAt).toBe('2026-04-09T09:00:00.000Z');
    // The newest check has no per-skill results, so the report is the one before it.
    expect(check?.report?.result.finishedAt).toBe('2026-04-08T09:00:00.000Z');
    expect(check?.report?.card.skills.map((entry) => [entry.skill, entry.level])).toEqual([
      ['letter-recognition', 'secure'],
      ['first-sounds', 'not-yet'],
      ['picture-sorting', 'practising'],
    ]);
    expect(check?.report?.card.practiseNext[0]).toMatchObject({
      title: 'First Sounds A to H',
      path: '/class/nursery/v1/english/first-sounds-a-to-h',
    });
    // A check is an activity, not a topic, and its stars are not a topic's (as in the report).
    expect(summary).toMatchObject({ topicsPlayed: 0, checksPlayed: 1, stars: 0, activities: 3 });
  });

  it('has no report card when no check kept per-skill results', () => {
    const rows = [result({ topic: 'english-assessment', kind: 'assessment', skills: [] })];
    expect(
      summariseProgress(rows, catalogWith()).grades[0]?.volumes[0]?.subjects[0]?.assessment,
    ).toMatchObject({ report: null, timesPlayed: 1 });
  });

  it('links what to practise next for a volume known only from its outline', () => {
    const rows = [
      result({
        grade: 'k1',
        volume: 'v2',
        topic: 'english-assessment',
        kind: 'assessment',
        skills: [{ skill: 'blends', topic: 'beginning-blends', score: 0, maxScore: 3 }],
      }),
    ];
    const check = summariseProgress(rows, catalogWith(rows)).grades[0]?.volumes[0]?.subjects[0]
      ?.assessment;
    expect(check?.report?.card.practiseNext).toEqual([
      expect.objectContaining({
        topicId: 'beginning-blends',
        title: 'Beginning blends',
        path: '/class/k1/v2/english/beginning-blends',
      }),
    ]);
  });

  it('counts a result that is both on the server and on the device once', () => {
    const shared = result({ stars: 3 });
    const { results } = mergeResults([shared], [shared, result({ stars: 1 })]);
    const summary = summariseProgress(results, catalogWith());
    expect(summary.activities).toBe(2);
    expect(summary.grades[0]?.volumes[0]?.subjects[0]?.topics[0]?.timesPlayed).toBe(2);
  });
});
