/**
 * Reading a parent's finished rounds back from `progress_events` (Parents Corner). Row Level
 * Security lets a parent read only its own rows.
 */
import type { Json, Tables } from '@/domain/database.generated';
import type { ProgressEventFields } from '@/domain/progress';

/** A `progress_events` row in the app's camelCase. */
export type ProgressEvent = ProgressEventFields & {
  /** As stored (jsonb); read it with parseSkillScores. */
  skills: Json | null;
  /** The child who played. */
  childId: string;
};

export type ProgressHistoryResult =
  { ok: true; events: ProgressEvent[] } | { ok: false; message: string };

type ProgressEventRecord = Omit<Tables<'progress_events'>, 'user_id' | 'created_at'>;

const COLUMNS =
  'id,grade,volume,subject,topic,kind,score,max_score,stars,duration_ms,finished_at,skills,child_id';

/** Rows per request; hosted projects cap an answer at 1000 rows by default. */
export const HISTORY_PAGE_SIZE = 500;
/** Enough for years of play; a bound so a broken answer cannot loop forever. */
const MAX_PAGES = 40;

function fromRecord(record: ProgressEventRecord): ProgressEvent {
  return {
    id: record.id,
    grade: record.grade,
    volume: record.volume,
    subject: record.subject,
    topic: record.topic,
    kind: record.kind,
    score: record.score,
    maxScore: record.max_score,
    stars: record.stars,
    durationMs: record.duration_ms,
    finishedAt: record.finished_at,
    skills: record.skills,
    childId: record.child_id,
  };
}

/** Every result of the parent on the server, newest first, read page by page. */
export async function fetchProgressHistory(userId: string): Promise<ProgressHistoryResult> {
  try {
    const { supabase } = await import('./client');
    const events: ProgressEvent[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const from = page * HISTORY_PAGE_SIZE;
      const { data, error } = await supabase
        .from('progress_events')
        .select(COLUMNS)
        .eq('user_id', userId)
        .order('finished_at', { ascending: false })
        .order('id', { ascending: true })
        .range(from, from + HISTORY_PAGE_SIZE - 1)
        .returns<ProgressEventRecord[]>();
      if (error) return { ok: false, message: error.message };
      events.push(...(data ?? []).map(fromRecord));
      if (!data || data.length < HISTORY_PAGE_SIZE) break;
    }
    return { ok: true, events };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message : 'The server could not be reached',
    };
  }
}
