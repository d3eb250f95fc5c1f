import type { KindDefinition } from '@/activities/core/kind';
import { type TracingParams, generateTracing, parseTracingParams } from './generate';
import { scoreTrace } from './score';

export type { TracingParams } from './generate';

export const kind: KindDefinition<TracingParams> = {
  id: 'tracing',
  title: 'Tracing',
  parseParams: parseTracingParams,
  generate: generateTracing,
  score: scoreTrace,
};
