import { describe, expect, it } from 'vitest';
import { buildAssessmentRound } from './assessment-round';
import { pack as k1v1 } from './packs/k1/v1';
import { pack } from './packs/nursery/v1';
import { buildSkillReport, parseSkillScores, topicPath } from './skill-report';
import type { SkillScore } from '@/domain/progress';
import { assessmentSkillScores } from './skill-scores';

/** Nursery V1 English, every section right. */
const ALL_RIGHT: SkillScore[] = [
  { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 2, maxScore: 2 },
  { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 3, maxScore: 3 },
  { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 3, maxScore: 3 },
  { skill: 'word-picture-matching', topic: 'letters-and-pictures', score: 3, maxScore: 3 },
  { skill: 'letter-recognition', topic: 'match-big-and-small-letters', score: 1, maxScore: 1 },
  { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 3, maxScore: 3 },
];

function withScores(changes: Record<string, number>): SkillScore[] {
  return ALL_RIGHT.map((entry) =>
    entry.topic in changes ? { ...entry, score: changes[entry.topic] as number } : entry,
  );
}

describe('buildSkillReport', () => {
  it('says every skill is secure, with nothing to practise, when all is right', () => {
    const report = buildSkillReport(pack, 'english', ALL_RIGHT);
    expect(report).toMatchObject({ grade: 'nursery', volume: 'v1', subject: 'english' });
    expect(report.skills.map((entry) => entry.level)).toEqual(Array(5).fill('secure'));
    expect(report.secureCount).toBe(5);
    expect(report.practiseNext).toEqual([]);
  });

  it('lists one line per skill in curriculum order, titled as the curriculum says', () => {
    const report = buildSkillReport(pack, 'english', [...ALL_RIGHT].reverse());
    expect(report.skills.map((entry) => entry.skill)).toEqual([
      'letter-recognition',
      'first-sounds',
      'letter-formation',
      'picture-sorting',
      'word-picture-matching',
    ]);
    expect(report.skills[0]).toEqual({
      skill: 'letter-recognition',
      title: 'Recognises the letters A to H, big and small',
      score: 3,
      maxScore: 3,
      level: 'secure',
    });
  });

  it('adds up topics that share a skill before giving the level', () => {
    const report = buildSkillReport(
      pack,
      'english',
      withScores({ 'match-big-and-small-letters': 0 }),
    );
    expect(report.skills.find((entry) => entry.skill === 'letter-recognition')).toMatchObject({
      score: 2,
      maxScore: 3,
      level: 'practising',
    });
  });

  it('gives the levels at their boundaries', () => {
    const report = buildSkillReport(pack, 'english', [
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 4, maxScore: 5 },
      { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 1, maxScore: 2 },
      { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 0, maxScore: 1 },
      { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 1, maxScore: 3 },
    ]);
    const levels = Object.fromEntries(report.skills.map((entry) => [entry.skill, entry.level]));
    expect(levels).toEqual({
      'first-sounds': 'secure',
      'picture-sorting': 'practising',
      'letter-formation': 'practising',
      'letter-recognition': 'not-yet',
    });
    expect(report.secureCount).toBe(1);
  });

  it('suggests the topics of skills not secure yet, weakest skill first, with their paths', () => {
    const report = buildSkillReport(
      pack,
      'english',
      withScores({
        'first-sounds-a-to-h': 0, // 0 of 3: not yet
        'which-does-not-belong': 2, // 2 of 3: practising
        'trace-letters-a-to-h': 1, // 1 of 3: not yet, a stronger share than 0 of 3
      }),
    );
    expect(report.practiseNext).toEqual([
      {
        topicId: 'first-sounds-a-to-h',
        title: 'First Sounds A to H',
        skill: 'first-sounds',
        skillTitle: 'Hears the first sound of words from a to h',
        level: 'not-yet',
        path: '/class/nursery/v1/english/first-sounds-a-to-h',
      },
      expect.objectContaining({ topicId: 'first-letters-a-to-h', level: 'not-yet' }),
      expect.objectContaining({ topicId: 'trace-letters-a-to-h', level: 'not-yet' }),
      expect.objectContaining({ topicId: 'which-does-not-belong', level: 'practising' }),
    ]);
    expect(report.secureCount).toBe(2);
  });

  it('breaks a tie in share by the most questions missed, then by curriculum order', () => {
    const misses = buildSkillReport(pack, 'english', [
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 1, maxScore: 2 },
      { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 2, maxScore: 4 },
    ]);
    expect(misses.practiseNext.map((topic) => topic.skill)).toEqual([
      'picture-sorting',
      'first-sounds',
      'first-sounds',
    ]);
    const order = buildSkillReport(pack, 'english', [
      { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 1, maxScore: 2 },
      { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 1, maxScore: 2 },
    ]);
    expect(order.practiseNext.map((topic) => topic.skill)).toEqual([
      'letter-formation',
      'picture-sorting',
    ]);
  });

  it('lists every topic of a weak skill, the one that went worst first', () => {
    const report = buildSkillReport(pack, 'english', [
      { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 1, maxScore: 2 },
      { skill: 'letter-recognition', topic: 'match-big-and-small-letters', score: 0, maxScore: 1 },
    ]);
    expect(report.practiseNext.map((topic) => topic.topicId)).toEqual([
      'match-big-and-small-letters',
      'big-and-small-letters',
    ]);
    // A topic of the skill that was not asked still helps, after those that went badly.
    const partly = buildSkillReport(pack, 'english', [
      { skill: 'letter-recognition', topic: 'match-big-and-small-letters', score: 0, maxScore: 2 },
    ]);
    expect(partly.practiseNext.map((topic) => topic.topicId)).toEqual([
      'match-big-and-small-letters',
      'big-and-small-letters',
    ]);
  });

  it('is empty for no scores', () => {
    expect(buildSkillReport(k1v1, 'maths', [])).toEqual({
      grade: 'k1',
      volume: 'v1',
      subject: 'maths',
      skills: [],
      secureCount: 0,
      practiseNext: [],
    });
  });

  it('keeps a skill or topic the pack no longer names, with a readable title', () => {
    const report = buildSkillReport(pack, 'english', [
      { skill: 'old-letter-skill', topic: 'gone-topic', score: 0, maxScore: 2 },
      { skill: 'first-sounds', topic: 'gone-topic-too', score: 3, maxScore: 3 },
    ]);
    expect(report.skills).toEqual([
      expect.objectContaining({ skill: 'first-sounds', level: 'secure' }),
      expect.objectContaining({ title: 'Old letter skill', level: 'not-yet' }),
    ]);
    // Nothing in the pack practises the unknown skill, so there is nothing to link to.
    expect(report.practiseNext).toEqual([]);
  });

  it('builds the same report from scores stored and read back as JSON', () => {
    const round = buildAssessmentRound(k1v1, 'maths', 2024);
    const outcomes = round.map((item, index) => ({
      itemId: item.id,
      correctFirstTry: index % 3 !== 0,
    }));
    const scores = assessmentSkillScores(k1v1, 'maths', outcomes);
    const stored: unknown = JSON.parse(JSON.stringify(scores));
    expect(buildSkillReport(k1v1, 'maths', parseSkillScores(stored))).toEqual(
      buildSkillReport(k1v1, 'maths', scores),
    );
    const total = buildSkillReport(k1v1, 'maths', scores).skills.reduce(
      (sum, entry) => sum + entry.maxScore,
      0,
    );
    expect(total).toBe(round.length);
  });

  it('leaves out stored entries that cannot be scores', () => {
    const report = buildSkillReport(pack, 'english', [
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 3, maxScore: 2 },
      { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 0, maxScore: 0 },
      { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 1, maxScore: 1 },
    ]);
    expect(report.skills.map((entry) => entry.skill)).toEqual(['letter-formation']);
  });
});

describe('parseSkillScores', () => {
  it('keeps only whole, possible scores with a skill and a topic', () => {
    const good = { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 1, maxScore: 3 };
    expect(
      parseSkillScores([
        good,
        { ...good, score: -1 },
        { ...good, score: 1.5 },
        { ...good, score: 4 },
        { ...good, maxScore: 0, score: 0 },
        { ...good, skill: '' },
        { ...good, topic: 7 },
        { ...good, maxScore: '3' },
        null,
        'first-sounds',
      ]),
    ).toEqual([good]);
  });

  it('reads anything that is not a list as no scores', () => {
    expect(parseSkillScores(null)).toEqual([]);
    expect(parseSkillScores(undefined)).toEqual([]);
    expect(parseSkillScores({ skill: 'x' })).toEqual([]);
  });

  it('drops fields it does not know', () => {
    expect(
      parseSkillScores([{ skill: 'a', topic: 'b', score: 0, maxScore: 1, extra: true }]),
    ).toEqual([{ skill: 'a', topic: 'b', score: 0, maxScore: 1 }]);
  });
});

describe('topicPath', () => {
  it('is the topic page of the grade, volume and subject', () => {
    expect(topicPath('k2', 'v3', 'maths', 'add-within-20')).toBe(
      '/class/k2/v3/maths/add-within-20',
    );
  });
});
