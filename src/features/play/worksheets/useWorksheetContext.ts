import { useAuth } from '@/backend/auth-state';
import { useSubscriptionStatus } from '@/backend/subscription';
import { usePaper } from '@/settings/paper';

/** Who the worksheets are for (the student's name on the Name line), the paper, the access. */
export function useWorksheetContext() {
  const { user } = useAuth();
  const subscription = useSubscriptionStatus();
  const [paper] = usePaper();
  const name: unknown = user?.user_metadata?.name;
  const childName = typeof name === 'string' && name.trim() ? name.trim() : undefined;
  return { subscription, paper, childName };
}
