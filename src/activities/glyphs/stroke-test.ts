/**
 * A tolerant check of a traced glyph. Both the glyph's strokes and the child's strokes are
 * sampled at even spacing; the trace is accepted when enough of the glyph was covered (each glyph
 * sample has a drawn point near it) and most of the drawing stays near the glyph. Stroke order
 * and direction are not judged: small children are learning the shape, not the ductus.
 */
import type { Point } from '@/domain/types';

export interface TraceCheckOptions {
  /** How far (in box heights) a drawn point may be from the glyph and still cover it. */
  tolerance: number;
  /** Share of the glyph that must be covered. */
  minCoverage: number;
  /** Share of the drawing that must lie near the glyph. */
  minAccuracy: number;
}

export const DEFAULT_TRACE_OPTIONS: TraceCheckOptions = {
  tolerance: 0.09,
  minCoverage: 0.75,
  minAccuracy: 0.8,
};

export type TraceVerdictReason = 'ok' | 'empty' | 'off-path' | 'incomplete';

export interface TraceVerdict {
  accepted: boolean;
  reason: TraceVerdictReason;
  /** 0..1: share of the glyph covered. */
  coverage: number;
  /** 0..1: share of the drawing near the glyph. */
  accuracy: number;
}

/** Sample spacing in box heights. */
const SPACING = 0.02;
/** A drawing shorter than this (in box heights) counts as no drawing. */
const MIN_DRAWN_LENGTH = 0.08;

/** Points along the strokes at even spacing, in box-height units (x scaled by the aspect). */
export function sampleStrokes(strokes: readonly Point[][], aspect: number): Point[] {
  const samples: Point[] = [];
  for (const stroke of strokes) {
    const points = stroke
      .filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y))
      .map((point) => ({ x: point.x * aspect, y: point.y }));
    const first = points[0];
    if (!first) continue;
    samples.push(first);
    let carried = 0;
    for (let index = 1; index < points.length; index += 1) {
      const from = points[index - 1] as Point;
      const to = points[index] as Point;
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      let travelled = SPACING - carried;
      while (travelled <= length) {
        const share = travelled / length;
        samples.push({ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share });
        travelled += SPACING;
      }
      carried = length - (travelled - SPACING);
    }
    // Rounding can drop the very end of a stroke; keep it.
    const last = points[points.length - 1] as Point;
    const lastSample = samples[samples.length - 1] as Point;
    if (Math.hypot(last.x - lastSample.x, last.y - lastSample.y) > SPACING / 4) samples.push(last);
  }
  return samples;
}

function strokesLength(strokes: readonly Point[][], aspect: number): number {
  let total = 0;
  for (const stroke of strokes) {
    for (let index = 1; index < stroke.length; index += 1) {
      const from = stroke[index - 1] as Point;
      const to = stroke[index] as Point;
      const length = Math.hypot((to.x - from.x) * aspect, to.y - from.y);
      if (Number.isFinite(length)) total += length;
    }
  }
  return total;
}

function shareNear(points: readonly Point[], targets: readonly Point[], distance: number): number {
  if (points.length === 0) return 0;
  const limit = distance * distance;
  const near = points.filter((point) =>
    targets.some((target) => (target.x - point.x) ** 2 + (target.y - point.y) ** 2 <= limit),
  );
  return near.length / points.length;
}

export function checkTrace(
  reference: readonly Point[][],
  drawn: readonly Point[][],
  aspect: number,
  options: TraceCheckOptions = DEFAULT_TRACE_OPTIONS,
): TraceVerdict {
  if (strokesLength(drawn, aspect) < MIN_DRAWN_LENGTH) {
    return { accepted: false, reason: 'empty', coverage: 0, accuracy: 0 };
  }
  const glyph = sampleStrokes(reference, aspect);
  const drawing = sampleStrokes(drawn, aspect);
  const coverage = shareNear(glyph, drawing, options.tolerance);
  // The same distance both ways: any looser and a scribble over a busy glyph (M, W) passes.
  const accuracy = shareNear(drawing, glyph, options.tolerance);
  if (accuracy < options.minAccuracy) {
    return { accepted: false, reason: 'off-path', coverage, accuracy };
  }
  if (coverage < options.minCoverage) {
    return { accepted: false, reason: 'incomplete', coverage, accuracy };
  }
  return { accepted: true, reason: 'ok', coverage, accuracy };
}
