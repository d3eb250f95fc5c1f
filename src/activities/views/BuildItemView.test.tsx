// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { numberLineItem, tenFrameItem } from '@/activities/testing/place-items';
import { recordSpeech } from '@/test/speech';
import { giveBox, installPointerEvents } from './pointer-events';
import { loadEveryItemView, renderItemView } from './testing';

beforeAll(installPointerEvents);
beforeAll(loadEveryItemView);
afterEach(() => vi.restoreAllMocks());

const check = () => screen.getByRole('button', { name: 'Check' });

describe('BuildItemView: the ten-frame', () => {
  it('counts aloud as counters go in and come out, and checks only when asked', async () => {
    const speech = recordSpeech();
    const user = userEvent.setup();
    const { answers } = renderItemView(tenFrameItem);
    const pile = screen.getByRole('button', { name: 'Put in an apple' });
    for (let count = 0; count < 8; count += 1) await user.click(pile);
    await user.click(
      screen.getAllByRole('button', { name: /^Take out apple/ }).at(-1) as HTMLElement,
    );
    expect(speech.spoken).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '7']);
    expect(screen.getByRole('group', { name: 'Frame: 7 apples' })).toBeInTheDocument();
    expect(answers).toEqual([]);
    await user.click(check());
    expect(answers).toEqual([{ type: 'build', value: 7 }]);
    expect(screen.getByTestId('feedback')).toHaveTextContent('Well done!');
    speech.restore();
  });

  it('adds a counter dragged from the pile into the frame, and not one dropped outside', () => {
    renderItemView(tenFrameItem);
    const pile = screen.getByRole('button', { name: 'Put in an apple' });
    const frame = screen.getByRole('group', { name: 'Frame: 0 apples' });
    giveBox(frame, { left: 0, top: 0, width: 500, height: 200 });
    const dragTo = (x: number, y: number, pointerId: number) => {
      fireEvent.pointerDown(pile, { clientX: 250, clientY: 400, pointerId });
      fireEvent.pointerMove(pile, { clientX: x, clientY: y + 100, pointerId });
      fireEvent.pointerUp(pile, { clientX: x, clientY: y, pointerId });
      fireEvent.click(pile);
    };
    dragTo(100, 100, 1);
    expect(screen.getByRole('group', { name: 'Frame: 1 apple' })).toBeInTheDocument();
    dragTo(700, 600, 2);
    expect(screen.getByRole('group', { name: 'Frame: 1 apple' })).toBeInTheDocument();
    // A touch drag may end without a click; the next tap still adds one.
    fireEvent.pointerDown(pile, { clientX: 250, clientY: 400, pointerId: 3 });
    fireEvent.pointerMove(pile, { clientX: 100, clientY: 100, pointerId: 3 });
    fireEvent.pointerUp(pile, { clientX: 100, clientY: 100, pointerId: 3 });
    fireEvent.pointerDown(pile, { clientX: 250, clientY: 400, pointerId: 4 });
    fireEvent.pointerUp(pile, { clientX: 250, clientY: 400, pointerId: 4 });
    fireEvent.click(pile);
    expect(screen.getByRole('group', { name: 'Frame: 3 apples' })).toBeInTheDocument();
  });

  it('keeps the child’s number after a wrong check, so it can be put right', async () => {
    const user = userEvent.setup();
    const { answers } = renderItemView(tenFrameItem);
    const pile = screen.getByRole('button', { name: 'Put in an apple' });
    for (let count = 0; count < 6; count += 1) await user.click(pile);
    await user.click(check());
    expect(screen.getByTestId('feedback')).toHaveTextContent("That is 6 apples. Let's try again!");
    await user.click(pile);
    await user.click(check());
    expect(answers).toEqual([
      { type: 'build', value: 6 },
      { type: 'build', value: 7 },
    ]);
  });
});

describe('BuildItemView: the number line', () => {
  it('hops one number at a time by the buttons and the arrow keys, saying where it lands', async () => {
    const speech = recordSpeech();
    const user = userEvent.setup();
    const { answers } = renderItemView(numberLineItem);
    const frog = screen.getByRole('slider', { name: 'The frog' });
    expect(frog).toHaveAttribute('aria-valuenow', '3');
    await user.click(screen.getByRole('button', { name: 'Hop forward' }));
    await user.click(screen.getByRole('button', { name: 'Hop forward' }));
    await user.click(screen.getByRole('button', { name: 'Hop back' }));
    frog.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(speech.spoken).toEqual(['4', '5', '4', '5', '6', '7']);
    expect(frog).toHaveAttribute('aria-valuenow', '7');
    await user.click(check());
    expect(answers).toEqual([{ type: 'build', value: 7 }]);
    speech.restore();
  });

  it('drags the frog along the line, snapping to the numbers', () => {
    renderItemView(numberLineItem);
    const frog = screen.getByRole('slider', { name: 'The frog' });
    const line = frog.parentElement?.querySelector('ol');
    if (!line) throw new Error('no line');
    // 11 numbers (0 to 10), 40 px each.
    giveBox(line, { left: 0, top: 100, width: 440, height: 30 });
    fireEvent.pointerDown(frog, { clientX: 140, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(frog, { clientX: 250, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(frog, { clientX: 335, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(frog, { clientX: 335, clientY: 60, pointerId: 1 });
    expect(frog).toHaveAttribute('aria-valuenow', '8');
  });
});
