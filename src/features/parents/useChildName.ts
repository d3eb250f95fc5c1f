import { useEffect, useState } from 'react';
import type { AuthState } from '@/backend/auth-state';
import { fetchProfile } from '@/backend/profile';

type User = AuthState['user'];

function metadataName(user: User | null): string {
  const name: unknown = user?.user_metadata?.name;
  return typeof name === 'string' ? name.trim() : '';
}

/** The student's name on the parent's profile (the sign-up name until the profile says otherwise). */
export function useChildName(user: User | null): string {
  const userId = user?.id ?? null;
  const [fromProfile, setFromProfile] = useState<{ userId: string; name: string } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void fetchProfile(userId).then((result) => {
      if (!cancelled && result.ok && result.profile.name.trim()) {
        setFromProfile({ userId, name: result.profile.name.trim() });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  return (fromProfile?.userId === userId ? fromProfile.name : '') || metadataName(user);
}
