// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { Point, TraceItem } from '@/domain/types';
import { giveBox, installPointerEvents } from '@/activities/views/pointer-events';
import { loadEveryItemView, renderItemView } from '@/activities/views/testing';
import { kind } from '../kinds/tracing';
import { glyphLayout } from '../glyphs/glyphs';

const SIZE = 300;
const [item] = kind.generate(
  kind.parseParams({ glyphs: ['L'] }),
  createRandom(1),
  1,
) as TraceItem[];
if (!item) throw new Error('no item');

beforeAll(installPointerEvents);
beforeAll(loadEveryItemView);

function surface(): Element {
  const svg = screen.getByRole('img', { name: /Tracing space for the letter L/ });
  giveBox(svg, { left: 10, top: 20, width: SIZE, height: SIZE });
  return svg;
}

function draw(svg: Element, strokes: Point[][]) {
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    const at = (point: Point) => ({
      clientX: 10 + point.x * SIZE,
      clientY: 20 + point.y * SIZE,
      pointerId: 1,
      pointerType: 'touch',
    });
    fireEvent.pointerDown(svg, at(first));
    for (const point of rest) fireEvent.pointerMove(svg, at(point));
    fireEvent.pointerUp(svg, at(stroke[stroke.length - 1] ?? first));
  }
}

/** Points every few pixels along a polyline, like a finger sends them. */
function densify(stroke: Point[]): Point[] {
  return stroke.flatMap((point, index) => {
    const next = stroke[index + 1];
    if (!next) return [point];
    return Array.from({ length: 10 }, (_, step) => ({
      x: point.x + ((next.x - point.x) * step) / 10,
      y: point.y + ((next.y - point.y) * step) / 10,
    }));
  });
}

describe('tracing view', () => {
  it("shows the dotted glyph and the first stroke's start as a big dot with an arrow", () => {
    renderItemView(item);
    const svg = surface();
    expect(svg.querySelectorAll('polyline')).toHaveLength(glyphLayout('L').strokes.length);
    expect(svg.querySelectorAll('circle')).toHaveLength(1);
    expect(svg.querySelector('[data-start-dot="1"] path')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('moves the start dot to the next stroke as each one is drawn', () => {
    const [letter] = kind.generate(
      kind.parseParams({ glyphs: ['T'] }),
      createRandom(1),
      1,
    ) as TraceItem[];
    if (!letter || glyphLayout('T').strokes.length < 2) throw new Error('T has two strokes');
    renderItemView(letter);
    const svg = screen.getByRole('img', { name: /Tracing space for the letter T/ });
    giveBox(svg, { left: 10, top: 20, width: SIZE, height: SIZE });
    expect(svg.querySelector('[data-start-dot]')?.getAttribute('data-start-dot')).toBe('1');
    draw(svg, [densify(glyphLayout('T').strokes[0] ?? [])]);
    expect(svg.querySelector('[data-start-dot]')?.getAttribute('data-start-dot')).toBe('2');
  });

  it('ends by itself once the strokes cover the glyph, with no button to press', () => {
    const { answers } = renderItemView(item);
    const strokes = glyphLayout('L').strokes.map(densify);
    // Half of the letter is not enough: nothing is sent yet.
    draw(surface(), [strokes[0]?.slice(0, 4) ?? []]);
    expect(answers).toHaveLength(0);
    draw(surface(), strokes);
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    if (answer?.type !== 'trace') throw new Error('expected a trace');
    const last = answer.strokes.at(-strokes.length)?.[0];
    const [expected] = glyphLayout('L').strokes[0] ?? [];
    expect(last?.x).toBeCloseTo(expected?.x ?? -1, 5);
    expect(last?.y).toBeCloseTo(expected?.y ?? -1, 5);
    expect(screen.getByTestId('feedback')).toHaveTextContent('Well done! You traced the letter L.');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('says gently when the line wandered off, and starts the drawing again', () => {
    const { answers } = renderItemView(item);
    const svg = surface();
    const wander = densify([
      { x: 0.9, y: 0.1 },
      { x: 0.6, y: 0.9 },
      { x: 0.95, y: 0.5 },
    ]);
    draw(
      svg,
      Array.from({ length: glyphLayout('L').strokes.length }, () => wander),
    );
    expect(answers[0]?.type).toBe('trace');
    expect(screen.getByTestId('feedback')).toHaveTextContent(
      "Your line went away from the dots. Let's trace the letter L again!",
    );
    expect(svg.querySelectorAll('polyline')).toHaveLength(glyphLayout('L').strokes.length);
  });

  it('clears a drawing with the eraser', async () => {
    const user = userEvent.setup();
    renderItemView(item);
    const svg = surface();
    draw(svg, [
      densify([
        { x: 0.3, y: 0.2 },
        { x: 0.3, y: 0.5 },
      ]),
    ]);
    expect(svg.querySelectorAll('polyline').length).toBeGreaterThan(
      glyphLayout('L').strokes.length,
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(svg.querySelectorAll('polyline')).toHaveLength(glyphLayout('L').strokes.length);
  });

  it('offers finding the letter instead, scored like a choice', async () => {
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    await user.click(screen.getByRole('button', { name: 'Find it instead' }));
    expect(screen.getByText('Find the letter L.')).toBeInTheDocument();
    const others = screen
      .getAllByRole('button')
      .filter((button) => /^[A-Z]$/.test(button.getAttribute('aria-label') ?? ''));
    expect(others).toHaveLength(3);
    const wrong = others.find((button) => button.getAttribute('aria-label') !== 'L');
    if (!wrong) throw new Error('no wrong letter');
    await user.click(wrong);
    expect(screen.getByTestId('feedback')).toHaveTextContent("Let's find L!");
    await user.click(screen.getByRole('button', { name: 'L' }));
    expect(answers.at(-1)).toEqual({ type: 'choice', choiceId: 'L' });
    expect(screen.getByTestId('feedback')).toHaveTextContent('Yes! That is the letter L.');
  });
});
