import { useSyncExternalStore } from 'react';
import { useLocation } from '@/lib/router';
import { isActivityInProgress, onActivityChange } from './activity-guard';
import { isActivityPath } from './activity-path';

/** True while a child is on an activity screen, or an activity holds the guard. */
export function useActivityInProgress(): boolean {
  const held = useSyncExternalStore(onActivityChange, isActivityInProgress, () => false);
  const onActivityScreen = isActivityPath(useLocation().pathname);
  return held || onActivityScreen;
}
