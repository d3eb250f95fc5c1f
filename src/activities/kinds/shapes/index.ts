import type { KindDefinition } from '@/activities/core/kind';
import { type ShapesParams, generateShapes, parseShapesParams } from './generate';

export type { ShapesParams } from './generate';

export const kind: KindDefinition<ShapesParams> = {
  id: 'shapes',
  title: 'Shapes',
  parseParams: parseShapesParams,
  generate: generateShapes,
};
