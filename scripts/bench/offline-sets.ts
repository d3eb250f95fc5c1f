/**
 * The offline start measured in several sets, each a full pass of the harness (the topic page and
 * the reference pages taking turns, `runs` rounds each). One set's ratio moves by about 0.2 from
 * one set to the next on this machine (docs/performance-notes.md, section 25), so the bench keeps
 * the set whose ratio is the middle one, and lists every set's ratio beside it.
 */
import type { OfflineFloorResults, OfflineSet, OfflineStartResults } from './results';
import { round } from './stats';

/** One set: the topic page and the reference pages, measured in the same pass. */
export interface OfflinePass {
  page: OfflineStartResults;
  floor: OfflineFloorResults;
}

/** The topic page's total over the React reference's, both measured in one pass. */
export function passRatio(page: OfflineStartResults, floor: OfflineFloorResults): number {
  const reference = floor.react.totalMedianMs;
  if (reference <= 0) throw new Error('The React reference measured no time');
  return round(page.totalMedianMs / reference, 2);
}

/** What a set says in the report: both totals and their ratio. */
export function setFigures(pass: OfflinePass): OfflineSet {
  return {
    topicMs: pass.page.totalMedianMs,
    reactMs: pass.floor.react.totalMedianMs,
    ratio: passRatio(pass.page, pass.floor),
  };
}

/**
 * The set whose ratio is the median of the sets' ratios (of an even count, the lower of the two
 * middle ones, so that the figures shown are one pass's own, never a blend of two).
 */
export function middlePass(passes: readonly OfflinePass[]): OfflinePass {
  if (passes.length === 0) throw new Error('No offline-start set was measured');
  const ordered = [...passes].sort(
    (a, b) => passRatio(a.page, a.floor) - passRatio(b.page, b.floor),
  );
  return ordered[Math.floor((ordered.length - 1) / 2)] as OfflinePass;
}
