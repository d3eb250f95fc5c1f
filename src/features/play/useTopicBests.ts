import { useEffect, useState } from 'react';
import { bestByTopic, onResultRecorded, type TopicBest } from '@/db';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';

/**
 * Best stars per topic of a volume, read from the device, and read again whenever a round of the
 * volume is recorded (the map and the garden grow as the child plays); empty until read.
 */
export function useTopicBests(grade: GradeSlug, volume: VolumeSlug): Map<string, TopicBest> {
  const key = `${grade}/${volume}`;
  const [state, setState] = useState<{ key: string; bests: Map<string, TopicBest> } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const read = () =>
      bestByTopic(grade, volume).then(
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
  }, [grade, volume, key]);

  return state?.key === key ? state.bests : EMPTY;
}

const EMPTY = new Map<string, TopicBest>();
