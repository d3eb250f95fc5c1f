import { stemVisuals } from '@/domain/stem-visuals';
import type { Item, Visual } from '@/domain/types';
import type { InkMode } from './ink';
import { ITEM_TYPES, sheetForType } from './items';

/** Said when colours are printed as outlined patches with their names (ink saver). */
export const COLOUR_PATCHES_NOTE = 'First colour each patch with the crayon named in it.';

function visualsOf(item: Item): (Visual | null)[] {
  switch (item.type) {
    case 'choice': {
      return [...stemVisuals(item.stem), ...item.choices.map((choice) => choice.visual)];
    }
    case 'match':
      return [...item.left, ...item.right].map((choice) => choice.visual);
    case 'trace':
      return [];
    case 'place':
      return [...item.tiles, ...item.spots].map((choice) => choice.visual);
    case 'build':
      return [];
  }
}

/**
 * What the grown-up reads aloud before the child starts: one instruction for each type of
 * item on the sheet, in a fixed order. The topic's (or assessment's) own words go with the
 * first type, which reads them as they fit paper; the other types say how they are answered.
 */
export function sheetInstructions(given: string, items: readonly Item[], ink: InkMode): string {
  const types = ITEM_TYPES.filter((type) => items.some((item) => item.type === type));
  const sentences = types.map((type, index) =>
    sheetForType(type).instruction(
      items.filter((item) => item.type === type),
      index === 0 ? given : null,
    ),
  );
  const patches =
    ink === 'saver' &&
    items.some((item) => visualsOf(item).some((visual) => visual?.type === 'colour'));
  return (patches ? [COLOUR_PATCHES_NOTE, ...sentences] : sentences).join(' ');
}
