import { describe, expect, it } from 'vitest';
import { generateRound } from '@/activities/registry';
import type { ContentPack } from '@/domain/types';
import { SUBJECT_SLUGS } from '@/domain/grades';
import { ALL_PACKS } from '../all';

const LATER_VOLUMES: readonly ContentPack[] = ALL_PACKS.filter(
  (pack) => pack.grade === 'k2' && pack.volume !== 'v1',
);

describe('Kindergarten 2, volumes 2 to 4', () => {
  it('are all in the registry', () => {
    expect(LATER_VOLUMES.map((pack) => pack.volume)).toEqual(['v2', 'v3', 'v4']);
  });

  describe.each(LATER_VOLUMES.map((pack) => [pack.volume, pack] as const))('%s', (_, pack) => {
    it('ends each subject with an assessment that checks every skill', () => {
      for (const subject of SUBJECT_SLUGS) {
        const { assessment, topics } = pack.subjects[subject];
        const total = assessment.sections.reduce((sum, section) => sum + section.count, 0);
        expect(total).toBeGreaterThanOrEqual(8);
        for (const section of assessment.sections) {
          expect(section.count).toBeGreaterThanOrEqual(1);
          expect(section.count).toBeLessThanOrEqual(3);
        }
        const checked = new Set(
          assessment.sections.map(
            (section) => topics.find((topic) => topic.id === section.topicId)?.skill,
          ),
        );
        const skills = new Set(topics.map((topic) => topic.skill));
        expect([...skills].filter((skill) => !checked.has(skill))).toEqual([]);
      }
    });

    it('mixes at least four kinds of activity per subject', () => {
      for (const subject of SUBJECT_SLUGS) {
        const kinds = new Set(pack.subjects[subject].topics.map((topic) => topic.kind));
        expect(kinds.size).toBeGreaterThanOrEqual(4);
      }
    });

    it('never asks about the middle of a word that begins with its vowel', () => {
      for (const topic of pack.subjects.english.topics.filter((t) => t.kind === 'short-vowels')) {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          for (const item of generateRound(topic, seed)) {
            const word = item.id.split('-')[2] ?? '';
            if (/^[aeiou]/.test(word)) expect(item.prompt.speech).not.toMatch(/middle/);
          }
        }
      }
    });
  });

  it('moves on from volume to volume: no topic repeats the same activity', () => {
    const k2 = ALL_PACKS.filter((pack) => pack.grade === 'k2');
    const seen = new Map<string, string>();
    for (const pack of k2) {
      for (const subject of SUBJECT_SLUGS) {
        for (const topic of pack.subjects[subject].topics) {
          const key = JSON.stringify([topic.kind, topic.params]);
          expect(seen.get(key), `${pack.volume}/${topic.id}`).toBeUndefined();
          seen.set(key, `${pack.volume}/${topic.id}`);
        }
      }
    }
  });
});
