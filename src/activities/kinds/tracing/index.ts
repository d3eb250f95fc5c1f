import type { KindDefinition } from '@/activities/core/kind';
import { type TracingParams, generateTracing, parseTracingParams } from './generate';

export type { TracingParams } from './generate';

export const kind: KindDefinition<TracingParams> = {
  id: 'tracing',
  title: 'Tracing',
  parseParams: parseTracingParams,
  generate: generateTracing,
};
