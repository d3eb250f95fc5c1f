import { describe, expect, it } from 'vitest';
import { generateRound, getKind } from '@/activities/registry';
import { ALL_PACKS } from '@/content/packs/all';
import { SUBJECT_SLUGS } from '@/domain/grades';
import type { TopicSpec } from '@/domain/types';
import { buildWorksheet } from '../build';
import { pageText } from '../testing/document-checks';
import { LEVEL_LABELS, levelTopic, topicLevels } from '.';
import { LEVEL_RULES } from './rules';

const topics = ALL_PACKS.flatMap((pack) =>
  SUBJECT_SLUGS.flatMap((subject) =>
    pack.subjects[subject].topics.map((topic) => ({ pack, topic })),
  ),
);

/** How each turned parameter moves for an easier worksheet: down, or up (a longer row). */
const EASIER_GOES: Record<string, 'down' | 'up'> = {
  choices: 'down',
  max: 'down',
  to: 'down',
  size: 'down',
  length: 'up',
  units: 'down',
  cards: 'down',
  spare: 'down',
  tiles: 'down',
  maxHops: 'down',
};

/**
 * Topics whose one parameter cannot turn either way: an odd one out by rhyme needs three choices
 * (two that rhyme and one that does not), and its rhyme families have two pictures each, so
 * neither two nor four choices can be made.
 */
const CANNOT_TURN = new Set([
  'k1/v4/which-word-does-not-rhyme',
  // A picture story has its three pictures, no more and no fewer.
  'nursery/v2/first-next-last',
]);

function parsedParams(topic: TopicSpec): Record<string, unknown> {
  return getKind(topic.kind).parseParams(topic.params) as Record<string, unknown>;
}

/** A number, or for pattern units how much there is to follow ('AB' 2, 'AB' and 'ABC' 5). */
function measure(value: unknown): number {
  return Array.isArray(value) ? value.join('').length : Number(value);
}

describe('worksheet levels', () => {
  it.each(
    topics.map(
      ({ pack, topic }) => [`${pack.grade} ${pack.volume} ${topic.id}`, pack, topic] as const,
    ),
  )('%s comes easier or harder wherever its kind has something to turn', (_, pack, topic) => {
    const levels = topicLevels(topic);
    expect(levels).toContain('played');
    expect(levelTopic(topic, 'played')).toBe(topic);
    if (
      LEVEL_RULES[topic.kind].length === 0 ||
      CANNOT_TURN.has(`${pack.grade}/${pack.volume}/${topic.id}`)
    ) {
      expect(levels).toEqual(['played']);
      return;
    }
    expect(levels.length).toBeGreaterThan(1);
    const played = parsedParams(topic);
    for (const level of levels.filter((each) => each !== 'played')) {
      const turned = levelTopic(topic, level) as TopicSpec;
      const params = parsedParams(turned);
      const moved = Object.keys(EASIER_GOES).filter(
        (param) => JSON.stringify(params[param]) !== JSON.stringify(played[param]),
      );
      expect(moved.length, `${level} turns something`).toBeGreaterThan(0);
      for (const param of moved) {
        const easier =
          measure(params[param]) < measure(played[param]) === (EASIER_GOES[param] === 'down');
        expect(easier, `${level} ${param}`).toBe(level === 'easier');
      }
      // The level plays and prints, and says which level it is.
      expect(generateRound(turned, 7).length).toBeGreaterThan(0);
      const document = buildWorksheet({
        topic,
        level,
        seed: 7,
        grade: pack.grade,
        volume: pack.volume,
        paper: 'a4',
      });
      expect(pageText(document.pages[0]?.header ?? [])).toContain(`· ${LEVEL_LABELS[level]}`);
    }
  });
});
