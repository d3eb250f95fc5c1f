import { SUBJECT_SLUGS } from '@/domain/grades';
import type { ContentPack } from '@/domain/types';

/** What grows in a plot: nothing yet, a seedling, a young plant, a flower in bloom. */
export type PlantStage = 'bare' | 'seedling' | 'growing' | 'bloom';

export interface Plant {
  /** The topic (or assessment) id this plot belongs to. */
  topicId: string;
  /** Topics grow flowers; an end-of-volume check grows a tree. */
  tree: boolean;
  stage: PlantStage;
  /** The picture to show, or null for a bare plot. */
  picture: string | null;
  /** Said when the plant is touched: 'A sunflower for Count to 5'. */
  name: string;
}

/** Flowers in bloom, one after another along the garden, so a full garden is colourful. */
export const BLOOMS = [
  'sunflower',
  'tulip',
  'hibiscus',
  'rose',
  'blossom',
  'cherry-blossom',
  'lotus',
  'four-leaf-clover',
] as const;

/** Trees for the end-of-volume checks: a young tree, then one in full leaf. */
const TREES = { growing: 'evergreen-tree', bloom: 'deciduous-tree' } as const;

/** Every picture the garden may show (compiled with the app: see EXTRA_PICTURES). */
export const GARDEN_PICTURES: readonly string[] = [
  'seedling',
  'herb',
  ...BLOOMS,
  ...Object.values(TREES),
];

const BLOOM_NAMES: Record<string, string> = {
  sunflower: 'a sunflower',
  tulip: 'a tulip',
  hibiscus: 'a hibiscus flower',
  rose: 'a rose',
  blossom: 'a flower',
  'cherry-blossom': 'a cherry blossom',
  lotus: 'a lotus flower',
  'four-leaf-clover': 'a lucky clover',
};

function stageFor(stars: number | undefined): PlantStage {
  if (stars === undefined) return 'bare';
  if (stars >= 3) return 'bloom';
  if (stars === 2) return 'growing';
  return 'seedling';
}

/**
 * A volume's garden from the child's best stars per topic: each topic finished plants something
 * (one star a seedling, two a young plant, three a flower of its own), and each assessment grows
 * a tree. Worked out from the results, so it lives wherever the results do: on the device first,
 * then in the account, offline as online.
 */
export function gardenOf(pack: ContentPack, bestStars: ReadonlyMap<string, number>): Plant[] {
  const plants: Plant[] = [];
  let bloomIndex = 0;
  for (const subject of SUBJECT_SLUGS) {
    const { topics, assessment } = pack.subjects[subject];
    for (const topic of topics) {
      const stage = stageFor(bestStars.get(topic.id));
      const bloom = BLOOMS[bloomIndex % BLOOMS.length] as string;
      bloomIndex += 1;
      const picture =
        stage === 'bloom'
          ? bloom
          : stage === 'growing'
            ? 'herb'
            : stage === 'seedling'
              ? 'seedling'
              : null;
      const what =
        stage === 'bloom'
          ? BLOOM_NAMES[bloom]
          : stage === 'growing'
            ? 'a young plant'
            : stage === 'seedling'
              ? 'a seedling'
              : 'a place for a plant';
      plants.push({
        topicId: topic.id,
        tree: false,
        stage,
        picture,
        name: `${what} for ${topic.title}`,
      });
    }
    const stage = stageFor(bestStars.get(assessment.id));
    const picture =
      stage === 'bare'
        ? null
        : stage === 'seedling'
          ? 'seedling'
          : TREES[stage === 'bloom' ? 'bloom' : 'growing'];
    plants.push({
      topicId: assessment.id,
      tree: true,
      stage,
      picture,
      name: `${stage === 'bare' ? 'a place for a tree' : stage === 'seedling' ? 'a seedling' : 'a tree'} for ${assessment.title}`,
    });
  }
  return plants;
}

/** 'Your garden has 3 flowers, 1 young plant and 2 seedlings.' */
export function gardenSummary(plants: readonly Plant[]): string {
  const count = (stage: PlantStage) =>
    plants.filter((plant) => !plant.tree && plant.stage === stage).length;
  const trees = plants.filter(
    (plant) => plant.tree && plant.stage !== 'bare' && plant.stage !== 'seedling',
  ).length;
  const parts = [
    [trees, 'tree', 'trees'],
    [count('bloom'), 'flower', 'flowers'],
    [count('growing'), 'young plant', 'young plants'],
    [count('seedling'), 'seedling', 'seedlings'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (said.length === 0) return 'Your garden is waiting. Finish a topic to plant something!';
  const list = said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
  return `Your garden has ${list}.`;
}

/**
 * Whether a round kept under `roundChildId` is `childId`'s, so each child's garden grows from
 * their own rounds. A round kept without a child (played before the family had several
 * children, or before the device knew them) is the first child's.
 */
export function isRoundOfChild(
  roundChildId: string | null | undefined,
  childId: string,
  firstChildId: string | undefined,
): boolean {
  return roundChildId == null ? childId === firstChildId : roundChildId === childId;
}
