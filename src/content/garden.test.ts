import { describe, expect, it } from 'vitest';
import { hasPicture } from '@/domain/pictures';
import { GARDEN_PICTURES, gardenOf, gardenSummary } from './garden';
import { loadPack } from './load-pack';

const pack = await loadPack('nursery', 'v1');
const [first, second, third] = pack.subjects.english.topics;

describe('the garden', () => {
  it('is bare before anything is played: a plot per topic and a place for a tree per check', () => {
    const plants = gardenOf(pack, new Map());
    const topics = pack.subjects.english.topics.length + pack.subjects.maths.topics.length;
    expect(plants).toHaveLength(topics + 2);
    expect(plants.every((plant) => plant.stage === 'bare' && plant.picture === null)).toBe(true);
    expect(plants.filter((plant) => plant.tree)).toHaveLength(2);
    expect(gardenSummary(plants)).toBe(
      'Your garden is waiting. Finish a topic to plant something!',
    );
  });

  it('plants a seedling for a topic finished, grows it with two stars, and blooms with three', () => {
    const plants = gardenOf(
      pack,
      new Map([
        [first?.id ?? '', 1],
        [second?.id ?? '', 2],
        [third?.id ?? '', 3],
        [pack.subjects.english.assessment.id, 3],
      ]),
    );
    const plantOf = (id: string | undefined) => plants.find((plant) => plant.topicId === id);
    expect(plantOf(first?.id)).toMatchObject({ stage: 'seedling', picture: 'seedling' });
    expect(plantOf(second?.id)).toMatchObject({ stage: 'growing', picture: 'herb' });
    expect(plantOf(third?.id)?.stage).toBe('bloom');
    expect(plantOf(third?.id)?.name).toBe(`a hibiscus flower for ${third?.title}`);
    expect(plantOf(pack.subjects.english.assessment.id)).toMatchObject({
      tree: true,
      picture: 'deciduous-tree',
    });
    expect(gardenSummary(plants)).toBe(
      'Your garden has 1 tree, 1 flower, 1 young plant and 1 seedling.',
    );
  });

  it('gives each topic its own flower, from pictures that ship with the app', () => {
    const allThree = new Map(pack.subjects.english.topics.map((topic) => [topic.id, 3] as const));
    const blooms = gardenOf(pack, allThree).filter((plant) => plant.stage === 'bloom');
    expect(new Set(blooms.slice(0, 8).map((plant) => plant.picture)).size).toBe(
      Math.min(8, blooms.length),
    );
    expect(GARDEN_PICTURES.every(hasPicture)).toBe(true);
  });
});
