import { useEffect, useState } from 'react';
import { useAuth } from '@/backend/auth-state';
import { isRoundOfChild } from '@/content/garden';
import type { ProgressRow, TopicBest } from '@/db';
import { bestByTopic } from '@/db/on-demand';
import { onResultRecorded } from '@/db/result-events';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import { playingChildId } from '@/sync/playing';
import { useFamilyOnDevice } from '@/sync/useFamilyOnDevice';

/** Whose rounds count: this account's (null: a visitor's), and of them the playing child's. */
interface Player {
  userId: string | null;
  /** Null when the family is not known yet: every round of the account counts. */
  childId: string | null;
  firstChildId: string | undefined;
}

function countsFor({ userId, childId, firstChildId }: Player): (row: ProgressRow) => boolean {
  return (row) =>
    (row.userId ?? null) === userId &&
    (childId === null || isRoundOfChild(row.childId, childId, firstChildId));
}

/**
 * Best stars per topic of a volume from the playing child's own rounds on the device, read again
 * whenever a round of the volume is recorded or another child plays (the map and the garden
 * grow as the child plays); empty until read.
 */
export function useTopicBests(grade: GradeSlug, volume: VolumeSlug): Map<string, TopicBest> {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  // The child space reads the family from the server; here the device's copy is enough.
  const family = useFamilyOnDevice(userId, false);
  const childId = playingChildId(family);
  const firstChildId = family.children[0]?.id;
  const key = [grade, volume, userId, childId, firstChildId].join('/');
  const [state, setState] = useState<{ key: string; bests: Map<string, TopicBest> } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const counts = countsFor({ userId, childId, firstChildId });
    const read = () =>
      bestByTopic(grade, volume, counts).then(
        (bests) => {
          if (!cancelled) setState({ key, bests });
        },
        // Without IndexedDB (private browsing in some browsers) the topics simply show no stars.
        () => undefined,
      );
    void read();
    const stop = onResultRecorded((row) => {
      if (row.grade === grade && row.volume === volume) void read();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [grade, volume, key, userId, childId, firstChildId]);

  return state?.key === key ? state.bests : EMPTY;
}

const EMPTY = new Map<string, TopicBest>();
