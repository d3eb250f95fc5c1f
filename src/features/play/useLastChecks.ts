import { useEffect, useState } from 'react';
import { parseSkillScores } from '@/content/skill-report';
import type { ProgressRow } from '@/db';
import { listResults } from '@/db/on-demand';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { ASSESSMENT_KIND } from './assessment-topic';

export type LastChecks = ReadonlyMap<SubjectSlug, ProgressRow>;

/**
 * The latest end-of-volume assessment with per-skill results, per subject of a volume, read
 * from the device; empty until read.
 */
export function useLastChecks(grade: GradeSlug, volume: VolumeSlug): LastChecks {
  const key = `${grade}/${volume}`;
  const [state, setState] = useState<{ key: string; checks: LastChecks } | null>(null);

  useEffect(() => {
    let cancelled = false;
    listResults({ grade, volume }).then(
      (rows) => {
        const checks = new Map<SubjectSlug, ProgressRow>();
        // Newest first, so the first row of a subject is its latest check.
        for (const row of rows) {
          if (row.kind !== ASSESSMENT_KIND || checks.has(row.subject)) continue;
          if (parseSkillScores(row.skills).length > 0) checks.set(row.subject, row);
        }
        if (!cancelled) setState({ key, checks });
      },
      // Without IndexedDB there is simply no last check to show.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [grade, volume, key]);

  return state?.key === key ? state.checks : EMPTY;
}

const EMPTY: LastChecks = new Map();
