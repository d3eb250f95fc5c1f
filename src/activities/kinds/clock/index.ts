import type { KindDefinition } from '@/activities/core/kind';
import { type ClockParams, generateClock, parseClockParams } from './generate';

export const kind: KindDefinition<ClockParams> = {
  id: 'clock',
  title: 'Time to the hour',
  parseParams: parseClockParams,
  generate: generateClock,
};
