import { useAuth } from '@/backend/auth-state';
import { useSubscriptionStatus } from '@/backend/subscription';
import { useChildSettings } from '@/settings/child-settings';
import { usePaper } from '@/settings/paper';
import type { InkMode } from '@/worksheets/meta';

/**
 * Who the worksheets are for (the student's name on the Name line), the paper and ink chosen,
 * and the access.
 */
export function useWorksheetContext() {
  const { user } = useAuth();
  const subscription = useSubscriptionStatus();
  const [paper] = usePaper();
  const ink: InkMode = useChildSettings().inkSaver ? 'saver' : 'colour';
  const name: unknown = user?.user_metadata?.name;
  const childName = typeof name === 'string' && name.trim() ? name.trim() : undefined;
  return { subscription, paper, ink, childName };
}
