// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { Point, TraceItem } from '@/domain/types';
import { giveBox, installPointerEvents } from '@/activities/views/pointer-events';
import { renderItemView } from '@/activities/views/testing';
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
  it('shows the dotted glyph with a start dot', () => {
    renderItemView(item);
    const svg = surface();
    expect(svg.querySelectorAll('polyline')).toHaveLength(glyphLayout('L').strokes.length);
    expect(svg.querySelectorAll('circle')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
  });

  it('sends a good trace as normalised strokes and shows the praise', async () => {
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    draw(surface(), glyphLayout('L').strokes.map(densify));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    if (answer?.type !== 'trace') throw new Error('expected a trace');
    const [firstPoint] = answer.strokes[0] ?? [];
    const [expected] = glyphLayout('L').strokes[0] ?? [];
    expect(firstPoint?.x).toBeCloseTo(expected?.x ?? -1, 5);
    expect(firstPoint?.y).toBeCloseTo(expected?.y ?? -1, 5);
    expect(screen.getByTestId('feedback')).toHaveTextContent('Well done! You traced the letter L.');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('says gently when the line wandered off, and Clear starts again', async () => {
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    const svg = surface();
    draw(svg, [
      densify([
        { x: 0.9, y: 0.1 },
        { x: 0.6, y: 0.9 },
        { x: 0.95, y: 0.5 },
      ]),
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(answers[0]?.type).toBe('trace');
    expect(screen.getByTestId('feedback')).toHaveTextContent(
      "Your line went away from the dots. Let's trace the letter L again!",
    );
    const inkBefore = svg.querySelectorAll('polyline').length;
    expect(inkBefore).toBeGreaterThan(glyphLayout('L').strokes.length);
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
