import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { Point } from '@/domain/types';
import { glyphLayout } from './glyphs';
import { checkTrace, sampleStrokes } from './stroke-test';

/** The glyph traced as drawn by a steady hand: its own strokes, densely sampled. */
function goodTrace(glyph: string): Point[][] {
  return glyphLayout(glyph).strokes.map((stroke) =>
    sampleStrokes([stroke], 1).map((point) => ({ x: point.x, y: point.y })),
  );
}

/** A wobbly trace: each point pushed off the line by up to `wobble` (box heights). */
function sloppyTrace(glyph: string, wobble: number, seed = 1): Point[][] {
  const random = createRandom(seed);
  const { aspect } = glyphLayout(glyph);
  return goodTrace(glyph).map((stroke) =>
    stroke.map((point) => ({
      x: point.x + ((random.next() * 2 - 1) * wobble) / aspect,
      y: point.y + (random.next() * 2 - 1) * wobble,
    })),
  );
}

/** A child's line: shifted a little off the dots and gently wavy. */
function wavyTrace(glyph: string, seed = 1): Point[][] {
  const random = createRandom(seed);
  const { aspect } = glyphLayout(glyph);
  const shiftX = (random.next() * 2 - 1) * 0.04;
  const shiftY = (random.next() * 2 - 1) * 0.04;
  return goodTrace(glyph).map((stroke) =>
    stroke.map((point, index) => ({
      x: point.x + (shiftX + 0.03 * Math.sin(index / 4)) / aspect,
      y: point.y + shiftY + 0.03 * Math.cos(index / 5),
    })),
  );
}

/** Back-and-forth zigzags across the whole box. */
function scribble(seed = 1): Point[][] {
  const random = createRandom(seed);
  return [Array.from({ length: 60 }, (_, index) => ({ x: index % 2, y: random.next() }))];
}

describe('checkTrace', () => {
  const glyphs = [...'0123456789', '10', '17', '20', ...'AbCdEfGhKMQRSWaegkmsxyz'];

  it.each(glyphs)('accepts a careful trace of %s', (glyph) => {
    const layout = glyphLayout(glyph);
    const verdict = checkTrace(layout.strokes, goodTrace(glyph), layout.aspect);
    expect(verdict).toMatchObject({ accepted: true, reason: 'ok' });
    expect(verdict.coverage).toBeGreaterThan(0.95);
  });

  it.each(glyphs)('accepts a sloppy but honest trace of %s', (glyph) => {
    const layout = glyphLayout(glyph);
    const verdict = checkTrace(layout.strokes, sloppyTrace(glyph, 0.06), layout.aspect);
    expect(verdict.accepted).toBe(true);
  });

  it.each(glyphs)('accepts a shifted, wavy trace of %s', (glyph) => {
    const layout = glyphLayout(glyph);
    for (const seed of [1, 2, 3]) {
      expect(checkTrace(layout.strokes, wavyTrace(glyph, seed), layout.aspect).accepted).toBe(true);
    }
  });

  it('accepts a trace that is shifted a little', () => {
    const layout = glyphLayout('M');
    const shifted = goodTrace('M').map((stroke) =>
      stroke.map((point) => ({ x: point.x + 0.04, y: point.y + 0.05 })),
    );
    expect(checkTrace(layout.strokes, shifted, layout.aspect).accepted).toBe(true);
  });

  it.each(glyphs)('turns down scribbles over %s as off the path', (glyph) => {
    const layout = glyphLayout(glyph);
    for (const seed of [1, 2, 3]) {
      const verdict = checkTrace(layout.strokes, scribble(seed), layout.aspect);
      expect(verdict).toMatchObject({ accepted: false, reason: 'off-path' });
    }
  });

  it('turns down an empty drawing and a single tap', () => {
    const layout = glyphLayout('b');
    expect(checkTrace(layout.strokes, [], 1).reason).toBe('empty');
    expect(checkTrace(layout.strokes, [[{ x: 0.5, y: 0.5 }]], 1).reason).toBe('empty');
  });

  it('asks for more when only part of the glyph is traced', () => {
    const layout = glyphLayout('H');
    const firstStrokeOnly = goodTrace('H').slice(0, 1);
    const verdict = checkTrace(layout.strokes, firstStrokeOnly, layout.aspect);
    expect(verdict).toMatchObject({ accepted: false, reason: 'incomplete' });
  });

  it('turns down a different glyph traced carefully', () => {
    const layout = glyphLayout('O');
    const verdict = checkTrace(layout.strokes, goodTrace('X'), layout.aspect);
    expect(verdict.accepted).toBe(false);
  });

  it('turns down a wobble too wild to be the glyph', () => {
    const layout = glyphLayout('5');
    expect(checkTrace(layout.strokes, sloppyTrace('5', 0.35), layout.aspect).accepted).toBe(false);
  });
});

describe('sampleStrokes', () => {
  it('samples evenly along lines and scales x by the aspect', () => {
    const samples = sampleStrokes(
      [
        [
          { x: 0, y: 0 },
          { x: 0.5, y: 0 },
        ],
      ],
      2,
    );
    expect(samples[0]).toEqual({ x: 0, y: 0 });
    expect(samples.length).toBe(51);
    expect(samples.at(-1)?.x).toBeCloseTo(1);
  });

  it('ignores points that are not numbers', () => {
    expect(sampleStrokes([[{ x: Number.NaN, y: 0 }]], 1)).toEqual([]);
  });
});
