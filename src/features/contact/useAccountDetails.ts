import { useEffect, useState } from 'react';
import { useAuth } from '@/backend/auth-state';
import { fetchProfile } from '@/backend/profile';

export interface AccountDetails {
  name: string;
  email: string;
}

function metadataName(metadata: unknown): string {
  if (typeof metadata !== 'object' || metadata === null) return '';
  const fields = metadata as Record<string, unknown>;
  for (const key of ['display_name', 'name', 'full_name']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/**
 * The signed-in account's name and email for prefilling a form (SPEC section 4): the display
 * name and email of the session, else the name in the profile record. Null when signed out or
 * while the session loads.
 */
export function useAccountDetails(): AccountDetails | null {
  const { status, user } = useAuth();
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;
  const sessionName = metadataName(user?.user_metadata);
  const [recordName, setRecordName] = useState<{ userId: string; name: string } | null>(null);

  useEffect(() => {
    if (!userId || sessionName) return;
    let cancelled = false;
    void fetchProfile(userId).then((result) => {
      if (!cancelled && result.ok) setRecordName({ userId, name: result.profile.name });
    });
    return () => {
      cancelled = true;
    };
  }, [userId, sessionName]);

  if (!userId || !user) return null;
  const name = sessionName || (recordName?.userId === userId ? recordName.name : '');
  return { name, email: user.email ?? '' };
}
