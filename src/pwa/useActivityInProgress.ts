import { useSyncExternalStore } from 'react';
import { isActivityInProgress, onActivityChange } from './activity-guard';

export function useActivityInProgress(): boolean {
  return useSyncExternalStore(onActivityChange, isActivityInProgress, () => false);
}
