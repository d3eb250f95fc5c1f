export { ActivityPlayer, type ActivityPlayerProps } from './ActivityPlayer';
export type { ActivityResult, FinishScreen, NextStep } from './types';
