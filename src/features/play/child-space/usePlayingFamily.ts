import { useAuth } from '@/backend/auth-state';
import type { FamilyOnDevice } from '@/storage';
import { asksWhoIsPlaying, choosePlayingChild } from '@/sync/playing';
import { useFamilyOnDevice } from '@/sync/useFamilyOnDevice';

export interface PlayingFamily {
  family: FamilyOnDevice;
  /** Several children and none chosen yet: the space shows 'Who is playing?'. */
  asksWho: boolean;
  /** Remembers the child on this device (null: ask again). */
  choose(childId: string | null): void;
}

/** The signed-in parent's children as this device knows them, and who plays now. */
export function usePlayingFamily(): PlayingFamily {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const family = useFamilyOnDevice(userId);
  return {
    family,
    asksWho: asksWhoIsPlaying(family),
    choose: (childId) => {
      if (userId) choosePlayingChild(userId, childId);
    },
  };
}
