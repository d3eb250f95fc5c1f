import { isActivityPath } from '@/pwa/activity-path';

/**
 * The pages a parent meets after a round, outside the child space: a grade, volume or subject
 * page. Never an activity, where the child space is.
 */
export function isAfterPlayPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return (
    segments[0]?.toLowerCase() === 'class' && segments.length >= 2 && !isActivityPath(pathname)
  );
}
