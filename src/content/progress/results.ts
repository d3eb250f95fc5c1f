/**
 * Finished activities and assessments as Parents Corner reads them: rows of the server's
 * `progress_events` and rows kept on the device, in one shape, merged so that a result that is
 * on both counts once.
 */
import { GRADE_SLUGS, SUBJECT_SLUGS, VOLUME_SLUGS } from '@/domain/grades';
import type { ProgressEventFields, SkillScore } from '@/domain/progress';

export { ASSESSMENT_RESULT_KIND, isAssessmentResult } from '@/domain/progress-counts';

/**
 * One finished round; a device ProgressRow and a mapped `progress_events` row both fit. The id is
 * the one the device generated, the same on the device and on the server.
 */
export type ProgressResult = ProgressEventFields & {
  /** Per-skill results of an assessment. */
  skills?: readonly SkillScore[] | null;
  /** The child who played; null or absent: the family's first child. */
  childId?: string | null;
};

/** A result and whether the server has it yet. */
export interface MergedResult extends ProgressResult {
  onServer: boolean;
}

export interface MergedResults {
  /** Every usable result once, newest first. */
  results: MergedResult[];
  /** Results only on this device so far (waiting to be synced). */
  waitingToSync: number;
}

const whole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Whether a stored row can be trusted as a result: known grade, volume and subject, whole
 * scores within their maximum, 0 to 3 stars and a real date. Rows from an older app version
 * or a damaged store are left out rather than shown wrong.
 */
export function isUsableResult(row: ProgressResult): boolean {
  return (
    typeof row.id === 'string' &&
    row.id !== '' &&
    (GRADE_SLUGS as readonly string[]).includes(row.grade) &&
    (VOLUME_SLUGS as readonly string[]).includes(row.volume) &&
    (SUBJECT_SLUGS as readonly string[]).includes(row.subject) &&
    typeof row.topic === 'string' &&
    row.topic !== '' &&
    whole(row.score) &&
    whole(row.maxScore) &&
    row.maxScore > 0 &&
    row.score <= row.maxScore &&
    whole(row.stars) &&
    row.stars <= 3 &&
    typeof row.finishedAt === 'string' &&
    !Number.isNaN(Date.parse(row.finishedAt))
  );
}

function byNewest(a: ProgressResult, b: ProgressResult): number {
  return Date.parse(b.finishedAt) - Date.parse(a.finishedAt) || a.id.localeCompare(b.id);
}

/**
 * The server's results and the device's, each id once: the server's copy wins (it is what
 * every device sees), and a device result the server lacks counts as waiting to sync.
 */
export function mergeResults(
  server: readonly ProgressResult[],
  device: readonly ProgressResult[],
): MergedResults {
  const merged = new Map<string, MergedResult>();
  for (const row of server) {
    if (isUsableResult(row) && !merged.has(row.id)) merged.set(row.id, { ...row, onServer: true });
  }
  let waitingToSync = 0;
  for (const row of device) {
    if (!isUsableResult(row) || merged.has(row.id)) continue;
    merged.set(row.id, { ...row, onServer: false });
    waitingToSync += 1;
  }
  return { results: [...merged.values()].sort(byNewest), waitingToSync };
}
