import { drawDistinct, range, shuffleOutOfOrder } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import { placeNames } from '@/activities/core/places';
import { capitalise } from '@/domain/words';
import type { Random } from '@/domain/random';
import type { Choice, PlaceItem } from '@/domain/types';
import { PICTURE_STORIES, type PictureStory } from './stories';

export type PutInOrderParams =
  | { mode: 'story' }
  | {
      mode: 'numbers';
      min: number;
      max: number;
      /** Cards per item. */
      cards: number;
      /** Numbers next to each other (3, 4, 5) or with gaps (3, 7, 12). */
      consecutive: boolean;
      direction: 'up' | 'down';
    };

export function parsePutInOrderParams(params: Record<string, unknown>): PutInOrderParams {
  const read = new ParamsReader('put-in-order', params);
  const mode = read.oneOf('mode', ['story', 'numbers'] as const);
  if (mode === 'story') return { mode };
  const min = read.int('min', { min: 0, max: 1000 }, 1);
  const max = read.int('max', { min: 1, max: 1000 });
  const cards = read.int('cards', { min: 3, max: 5 }, 3);
  if (max - min + 1 < cards + 2) read.fail('the range must hold more numbers than cards');
  return {
    mode,
    min,
    max,
    cards,
    consecutive: read.boolean('consecutive', true),
    direction: read.oneOf('direction', ['up', 'down'] as const, 'up'),
  };
}

const ORDER_SPOTS = (length: number): Choice[] =>
  placeNames(length).map((name, place) => ({
    id: `place-${place}`,
    visual: { type: 'text', text: String(place + 1) },
    speech: name === 'in the middle' ? 'next' : name,
  }));

function storyItem(story: PictureStory, index: number, random: Random): PlaceItem {
  const tiles = story.steps.map((step, place) => ({
    id: `step-${place}`,
    visual: { type: 'picture' as const, picture: step.picture },
    speech: step.speech,
  }));
  const told = story.steps.map((step) => step.speech);
  return {
    id: `${index}-${story.id}`,
    type: 'place',
    layout: 'row',
    prompt: {
      text: 'Listen. What happens first, next and last?',
      speech: `Listen. First, ${told[0]}. Next, ${told[1]}. Last, ${told[2]}. Put the pictures in order.`,
    },
    tiles: shuffleOutOfOrder(random, tiles),
    spots: ORDER_SPOTS(3),
    answer: Object.fromEntries(story.steps.map((_, place) => [`step-${place}`, `place-${place}`])),
    hint: `What happens first? ${capitalise(told[0] ?? '')}.`,
    praise: `Yes! First ${told[0]}, next ${told[1]}, last ${told[2]}.`,
  };
}

type NumbersParams = Extract<PutInOrderParams, { mode: 'numbers' }>;

/** The cards' numbers, smallest first. */
function drawNumbers(params: NumbersParams, random: Random): number[] {
  if (params.consecutive) {
    const start = random.int(params.min, params.max - params.cards + 1);
    return range(start, start + params.cards - 1);
  }
  return random.sample(range(params.min, params.max), params.cards).sort((a, b) => a - b);
}

function numbersItem(
  params: NumbersParams,
  numbers: number[],
  index: number,
  random: Random,
): PlaceItem {
  const ordered = params.direction === 'up' ? numbers : [...numbers].reverse();
  const tiles = ordered.map((value) => ({
    id: `number-${value}`,
    visual: { type: 'text' as const, text: String(value) },
    speech: String(value),
  }));
  const way = params.direction === 'up' ? 'smallest to biggest' : 'biggest to smallest';
  return {
    id: `${index}-${ordered.join('-')}`,
    type: 'place',
    layout: 'row',
    prompt: {
      text: `Put the numbers in order, ${way}.`,
      speech: `Put the numbers in order, from ${way}.`,
    },
    tiles: shuffleOutOfOrder(random, tiles),
    spots: ORDER_SPOTS(ordered.length),
    answer: Object.fromEntries(
      ordered.map((value, place) => [`number-${value}`, `place-${place}`]),
    ),
    hint: `Find the ${params.direction === 'up' ? 'smallest' : 'biggest'} number. It goes first.`,
    praise: `Yes! ${ordered.join(', ')}.`,
  };
}

export function generatePutInOrder(params: PutInOrderParams, random: Random, count: number) {
  if (params.mode === 'story') {
    return drawDistinct(
      count,
      random,
      (draw) => draw.pick(PICTURE_STORIES),
      (story) => story.id,
    ).map((story, index) => storyItem(story, index, random));
  }
  return drawDistinct(
    count,
    random,
    (draw) => drawNumbers(params, draw),
    (numbers) => numbers.join(),
  ).map((numbers, index) => numbersItem(params, numbers, index, random));
}
