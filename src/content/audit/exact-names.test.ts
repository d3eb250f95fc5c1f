/**
 * Items that turn on a word's exact name (rhymes, first sounds, short vowels, blends, digraphs,
 * pictures to their printed words, 'a is for apple') never show a picture a child calls
 * something else: no answer, no wrong choice, no stem.
 */
import { describe, expect, it } from 'vitest';
import { generateRound } from '@/activities/registry';
import { findWordByPicture } from '@/domain/lexicon';
import { picturesIn } from '@/domain/pictures/pictures-in';
import type { TopicSpec } from '@/domain/types';
import { ALL_PACKS } from '../packs/all';
import { manySeeds, placedTopics } from './placed-topics';

const SEEDS = manySeeds(60);

function needsExactNames(topic: TopicSpec): boolean {
  switch (topic.kind) {
    case 'rhyming':
    case 'beginning-letter':
    case 'short-vowels':
    case 'blends':
    case 'digraphs':
    case 'tracing':
      return true;
    case 'odd-one-out':
      return topic.params.by === 'rhyme' || topic.params.by === 'first-sound';
    case 'match-column':
      return topic.params.pairs === 'letter-picture' || topic.params.pairs === 'picture-word';
    default:
      return false;
  }
}

const EXACT = placedTopics(ALL_PACKS).filter(({ topic }) => needsExactNames(topic));

describe('pictures in items that need the exact name', () => {
  it('covers the sound and word topics of every grade', () => {
    const kinds = new Set(EXACT.map(({ topic }) => topic.kind));
    for (const kind of ['rhyming', 'beginning-letter', 'short-vowels', 'blends', 'digraphs']) {
      expect(kinds.has(kind as TopicSpec['kind']), kind).toBe(true);
    }
    expect(EXACT.length).toBeGreaterThan(40);
  });

  it.each(EXACT.map((placed) => [placed.where, placed.topic] as const))(
    '%s shows no picture a child calls something else',
    (where, topic) => {
      const misnamed = new Set<string>();
      for (const seed of SEEDS) {
        for (const picture of picturesIn(generateRound(topic, seed))) {
          const entry = findWordByPicture(picture);
          if (entry?.ambiguous) misnamed.add(`${entry.word} (looks like '${entry.ambiguous}')`);
        }
      }
      expect([...misnamed], where).toEqual([]);
    },
  );
});
