import { COLOUR_NAMES, ParamsReader, SHAPE_NAMES } from '@/activities/core/params';
import {
  BEGINNING_SOUND_WORDS,
  CATEGORIES,
  LETTERS,
  findWord,
  type Letter,
} from '@/domain/lexicon';
import type { Random } from '@/domain/random';
import type { Choice, PlaceItem, ShapeName } from '@/domain/types';
import { withArticle } from '@/domain/words';
import { orList } from '@/activities/core/spoken';

/**
 * Sort: pictures go into two or three groups, by what they are (animals, fruit), by their first
 * sound (b, s) or by shape. Each group is shown by one of its own (a dog for the animals, the
 * letter b, an empty circle), so a child who cannot read sees where each picture belongs.
 */
export interface SortParams {
  by: 'category' | 'first-sound' | 'shape';
  /** Category ids, letters or shape names to sort into; each item uses `groups` of them. */
  among: string[];
  groups: number;
  /** Pictures to sort per item. */
  tiles: number;
}

export function parseSortParams(params: Record<string, unknown>): SortParams {
  const read = new ParamsReader('sort', params);
  const by = read.oneOf('by', ['category', 'first-sound', 'shape'] as const);
  const options: readonly string[] =
    by === 'category' ? Object.keys(CATEGORIES) : by === 'first-sound' ? LETTERS : SHAPE_NAMES;
  const among = read.listOf('among', options, 2);
  const groups = read.int('groups', { min: 2, max: 3 }, 2);
  if (groups > among.length) read.fail('groups must not be more than the entries of among');
  const tiles = read.int('tiles', { min: groups * 2, max: 8 }, Math.max(groups * 2, 5));
  return { by, among, groups, tiles };
}

interface Group {
  spot: Choice;
  /** Members to sort into this group (the spot's own picture is not one of them). */
  members: Choice[];
}

function pictureTile(word: string): Choice | null {
  const entry = findWord(word);
  return entry
    ? { id: `word-${word}`, visual: { type: 'picture', picture: entry.picture }, speech: word }
    : null;
}

function categoryGroup(id: string, random: Random): Group {
  const category = CATEGORIES[id];
  if (!category) throw new Error(`sort: unknown category ${id}`);
  const [shown, ...rest] = random.shuffle(
    category.words.map(pictureTile).filter((tile): tile is Choice => tile !== null),
  );
  if (!shown) throw new Error(`sort: category ${id} has no pictures`);
  return {
    spot: { ...shown, id: `group-${id}`, speech: `with the ${category.members}` },
    members: rest,
  };
}

function soundGroup(letter: Letter): Group {
  return {
    spot: {
      id: `group-${letter}`,
      visual: { type: 'text', text: letter },
      speech: `with ${letter}`,
    },
    members: BEGINNING_SOUND_WORDS[letter]
      .map(pictureTile)
      .filter(
        (tile): tile is Choice => tile !== null && findWord(tile.speech)?.ambiguous === undefined,
      ),
  };
}

const TILE_COLOURS = COLOUR_NAMES.filter((colour) => colour !== 'white' && colour !== 'yellow');

function shapeGroup(shape: ShapeName, random: Random): Group {
  const colours = random.shuffle(TILE_COLOURS);
  return {
    spot: {
      id: `group-${shape}`,
      // White: an outline, in no tile's colour, so the sign shows the shape and nothing else.
      visual: { type: 'shape', shape, colour: 'white' },
      speech: `with the ${shape}s`,
    },
    members: colours.map((colour) => ({
      id: `shape-${shape}-${colour}`,
      visual: { type: 'shape', shape, colour },
      speech: `${withArticle(colour)} ${shape}`,
      name: `the ${colour} ${shape}`,
    })),
  };
}

function groupFor(params: SortParams, id: string, random: Random): Group {
  if (params.by === 'category') return categoryGroup(id, random);
  if (params.by === 'first-sound') return soundGroup(id as Letter);
  return shapeGroup(id as ShapeName, random);
}

/** `total` tiles shared as evenly as the groups allow, at least 2 each, in a shuffled deal. */
function deal(groups: readonly Group[], total: number, random: Random) {
  const counts = groups.map(
    (_, index) => Math.floor(total / groups.length) + (index < total % groups.length ? 1 : 0),
  );
  return random.shuffle(
    groups.flatMap((group, index) =>
      random
        .sample(group.members, counts[index] ?? 0)
        .map((tile) => ({ tile, spot: group.spot.id })),
    ),
  );
}

const HOW: Record<SortParams['by'], string> = {
  category: 'Put each picture in its group.',
  'first-sound': 'Put each picture with the letter it begins with.',
  shape: 'Put each shape with its own kind.',
};

function sortItem(params: SortParams, chosen: string[], index: number, random: Random): PlaceItem {
  const groups = chosen.map((id) => groupFor(params, id, random));
  const dealt = deal(groups, params.tiles, random);
  const names = groups.map((group) => group.spot.speech.replace(/^with /, ''));
  return {
    id: `${index}-${chosen.join('-')}`,
    type: 'place',
    layout: 'groups',
    prompt: { text: HOW[params.by], speech: `${HOW[params.by]} ${orList(names)}?` },
    tiles: dealt.map((entry) => entry.tile),
    spots: groups.map((group) => group.spot),
    answer: Object.fromEntries(dealt.map((entry) => [entry.tile.id, entry.spot])),
    hint:
      params.by === 'first-sound'
        ? 'Say the picture slowly. Which sound do you hear first?'
        : 'Touch a picture to hear it. Which group is like it?',
    praise: `Yes! Every one is in its group.`,
  };
}

export function generateSort(params: SortParams, random: Random, count: number) {
  return Array.from({ length: count }, (_, index) =>
    sortItem(params, random.sample(params.among, params.groups), index, random),
  );
}
