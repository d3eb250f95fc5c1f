import { useEffect, useState } from 'react';
import { fetchProgressHistory, type ProgressEvent } from '@/backend/progress-history';
import { mergeResults, type MergedResult, type ProgressResult } from '@/content/progress';
import { parseSkillScores } from '@/content/skill-report';
import { listResults, type ProgressRow } from '@/db';
import { loadCatalogs, type Catalogs } from './catalogs';

export interface ParentProgress {
  /** Every result once, newest first. */
  results: MergedResult[];
  /** Results on this device the account does not have yet. */
  waitingToSync: number;
  /** Why the account's results could not be read (offline, an error); null when they were. */
  accountError: string | null;
  /** The device's results could not be read (no IndexedDB). */
  deviceError: boolean;
  catalogs: Catalogs;
  /** When the data was put together: the end of the weeks in the chart. */
  now: Date;
}

export type ParentProgressState = { status: 'loading' } | ({ status: 'ready' } & ParentProgress);

function fromEvent(event: ProgressEvent): ProgressResult {
  return { ...event, skills: parseSkillScores(event.skills) };
}

function fromRow(row: ProgressRow): ProgressResult {
  return { ...row, skills: row.skills ? parseSkillScores(row.skills) : null };
}

async function deviceRows(userId: string | null): Promise<{ rows: ProgressRow[]; ok: boolean }> {
  try {
    const rows = await listResults();
    // A parent's own rounds and those played on this device before signing in (they join the
    // account when the device syncs); a visitor sees only the latter.
    return {
      rows: rows.filter((row) => row.userId === null || (userId !== null && row.userId === userId)),
      ok: true,
    };
  } catch {
    return { rows: [], ok: false };
  }
}

/**
 * The child's results for Parents Corner: for a signed-in parent the account's merged with this
 * device's (each once); for a visitor this device's.
 */
export function useParentProgress(userId: string | null): ParentProgressState {
  const [state, setState] = useState<{ key: string | null; value: ParentProgressState }>({
    key: null,
    value: { status: 'loading' },
  });
  const key = userId ?? 'visitor';

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [device, account] = await Promise.all([
        deviceRows(userId),
        userId ? fetchProgressHistory(userId) : Promise.resolve(null),
      ]);
      const server = account?.ok ? account.events.map(fromEvent) : [];
      const merged = mergeResults(server, device.rows.map(fromRow));
      const catalogs = await loadCatalogs(merged.results, userId !== null);
      if (cancelled) return;
      const now = new Date();
      setState({
        key,
        value: {
          status: 'ready',
          results: merged.results,
          // A visitor has no account to sync with.
          waitingToSync: userId ? merged.waitingToSync : 0,
          accountError: account && !account.ok ? account.message : null,
          deviceError: !device.ok,
          catalogs,
          now,
        },
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, key]);

  return state.key === key ? state.value : { status: 'loading' };
}
