// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWordItem, sortItem } from '@/activities/testing/place-items';
import { recordSpeech } from '@/test/speech';
import { installPointerEvents } from './pointer-events';
import { loadEveryItemView, renderItemView } from './testing';

beforeAll(installPointerEvents);
beforeAll(loadEveryItemView);
afterEach(() => vi.restoreAllMocks());

const tray = () => within(screen.getByRole('list', { name: 'Pieces to place' }));
const tile = (speech: string) => tray().getByRole('button', { name: speech });
const spot = (id: string) => {
  const found = document.querySelector<HTMLElement>(`[data-spot-id="${id}"]`);
  if (!found) throw new Error(`no place ${id}`);
  return found;
};

function drag(from: HTMLElement, to: HTMLElement, pointerId: number) {
  document.elementFromPoint = vi.fn(() => to);
  fireEvent.pointerDown(from, { clientX: 10, clientY: 10, pointerId });
  fireEvent.pointerMove(from, { clientX: 60, clientY: 90, pointerId });
  fireEvent.pointerUp(from, { clientX: 120, clientY: 200, pointerId });
  // The click that follows a drag does not pick the tile again.
  fireEvent.click(from);
}

describe('PlaceItemView', () => {
  it('spells a word by dragging letters with a finger; each stays in its place', () => {
    const { answers } = renderItemView(buildWordItem);
    drag(tile('c, as in cup'), spot('place-0'), 1);
    expect(answers.at(-1)).toEqual({ type: 'place', placed: { 'letter-c': 'place-0' } });
    expect(screen.getByTestId('feedback')).toHaveTextContent('Yes! C goes first.');
    expect(tray().queryByRole('button', { name: 'c, as in cup' })).toBeNull();
    expect(spot('place-0')).toHaveAccessibleName('first: c');
    drag(tile('a, as in apple'), spot('place-1'), 2);
    drag(tile('t, as in tent'), spot('place-2'), 3);
    expect(answers.at(-1)).toEqual({ type: 'place', placed: buildWordItem.answer });
    expect(screen.getByTestId('feedback')).toHaveTextContent('Well done!');
  });

  it('sends a letter in the wrong place back to the tray and says why', () => {
    const { answers } = renderItemView(buildWordItem);
    drag(tile('o, as in octopus'), spot('place-1'), 1);
    expect(answers.at(-1)).toEqual({ type: 'place', placed: { 'letter-o': 'place-1' } });
    expect(screen.getByTestId('feedback')).toHaveTextContent(
      "O does not go in the middle. Let's try again!",
    );
    expect(tile('o, as in octopus')).toBeInTheDocument();
    expect(spot('place-1')).toHaveAccessibleName('in the middle');
  });

  it('says a tile when touched, and a place when touched with nothing picked', async () => {
    const speech = recordSpeech();
    const user = userEvent.setup();
    renderItemView(buildWordItem);
    await user.click(spot('place-2'));
    await user.click(tile('t, as in tent'));
    expect(speech.spoken).toEqual(['last', 't, as in tent']);
    expect(tile('t, as in tent')).toHaveAttribute('aria-pressed', 'true');
    expect(spot('place-2')).toHaveAccessibleName('Put t last');
    speech.restore();
  });

  it('ignores a small wobble as a tap, not a drag', () => {
    const { answers } = renderItemView(buildWordItem);
    const source = tile('c, as in cup');
    fireEvent.pointerDown(source, { clientX: 10, clientY: 10, pointerId: 4 });
    fireEvent.pointerMove(source, { clientX: 13, clientY: 12, pointerId: 4 });
    fireEvent.pointerUp(source, { clientX: 13, clientY: 12, pointerId: 4 });
    expect(answers).toEqual([]);
    fireEvent.click(source);
    expect(source).toHaveAttribute('aria-pressed', 'true');
  });

  it('sorts several pictures into one group', () => {
    const { answers } = renderItemView(sortItem);
    drag(tile('cow'), spot('group-animals'), 1);
    drag(tile('pig'), spot('group-animals'), 2);
    expect(spot('group-animals')).toHaveAccessibleName('with the animals: cow, pig');
    drag(tile('pear'), spot('group-fruit'), 3);
    drag(tile('banana'), spot('group-fruit'), 4);
    expect(answers.at(-1)).toEqual({ type: 'place', placed: sortItem.answer });
    expect(screen.getByTestId('feedback')).toHaveTextContent('Well done!');
  });
});
