// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchItem } from '@/domain/types';
import { recordSpeech } from '@/test/speech';
import { installPointerEvents } from './pointer-events';
import { loadEveryItemView, renderItemView } from './testing';

const item: MatchItem = {
  id: '1',
  type: 'match',
  prompt: { text: 'Match each picture to its letter.', speech: 'Match each picture.' },
  left: [
    { id: 'cat', visual: { type: 'text', text: 'cat' }, speech: 'cat' },
    { id: 'dog', visual: { type: 'text', text: 'dog' }, speech: 'dog' },
    { id: 'sun', visual: { type: 'text', text: 'sun' }, speech: 'sun' },
  ],
  right: [
    { id: 's', visual: { type: 'text', text: 's' }, speech: 's' },
    { id: 'c', visual: { type: 'text', text: 'c' }, speech: 'c' },
    { id: 'd', visual: { type: 'text', text: 'd' }, speech: 'd' },
  ],
  answer: { cat: 'c', dog: 'd', sun: 's' },
  hint: 'Say each word slowly.',
  praise: 'Yes! Every picture has its letter.',
};

beforeAll(installPointerEvents);
beforeAll(loadEveryItemView);
afterEach(() => vi.restoreAllMocks());

const leftCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Match these' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });
const rightCard = (name: string) =>
  within(screen.getByRole('list', { name: 'With these' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

describe('MatchItemView', () => {
  it('sends each pair as it is made, praises it at once, and ends when all are paired', async () => {
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    await user.click(leftCard('cat'));
    expect(leftCard('cat')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('cat picked. Now choose its partner.')).toBeInTheDocument();
    await user.click(rightCard('c'));
    expect(answers).toEqual([{ type: 'match', pairs: { cat: 'c' } }]);
    expect(screen.getByTestId('feedback')).toHaveTextContent('Yes! Cat goes with c.');
    expect(leftCard('cat')).toHaveAccessibleName('cat, matched with c');
    expect(rightCard('c')).toHaveAccessibleName('c, matched');
    // Right side first works too.
    await user.click(rightCard('d'));
    await user.click(leftCard('dog'));
    expect(answers.at(-1)).toEqual({ type: 'match', pairs: { cat: 'c', dog: 'd' } });
    await user.click(leftCard('sun'));
    await user.click(rightCard('s'));
    expect(answers.at(-1)).toEqual({ type: 'match', pairs: { cat: 'c', dog: 'd', sun: 's' } });
    expect(screen.getByTestId('feedback')).toHaveTextContent(item.praise);
  });

  it('springs a wrong pair back at once, keeps the right ones, and takes the fix', async () => {
    const animate = vi.fn();
    Element.prototype.animate = animate as unknown as Element['animate'];
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    await user.click(leftCard('cat'));
    await user.click(rightCard('c'));
    await user.click(leftCard('dog'));
    await user.click(rightCard('s'));
    expect(answers.at(-1)).toEqual({ type: 'match', pairs: { cat: 'c', dog: 's' } });
    expect(screen.getByTestId('feedback')).toHaveTextContent(
      "Dog does not go with s. Let's try again!",
    );
    // Both cards of the wrong pair bounce where they stand; the right pair stays joined.
    const bounced = animate.mock.contexts.map((card) => (card as HTMLElement).dataset.matchId);
    expect(bounced.sort()).toEqual(['dog', 's']);
    expect(leftCard('dog')).toHaveAccessibleName('dog');
    expect(rightCard('s')).toHaveAccessibleName('s');
    expect(leftCard('cat')).toHaveAccessibleName('cat, matched with c');
    // A pair that is right is settled: touching it again changes nothing.
    await user.click(leftCard('cat'));
    expect(leftCard('cat')).toHaveAttribute('aria-pressed', 'false');
    await user.click(leftCard('dog'));
    await user.click(rightCard('d'));
    await user.click(leftCard('sun'));
    await user.click(rightCard('s'));
    expect(answers.at(-1)).toEqual({ type: 'match', pairs: { cat: 'c', dog: 'd', sun: 's' } });
    expect(screen.getByTestId('feedback')).toHaveTextContent(item.praise);
    Reflect.deleteProperty(Element.prototype, 'animate');
  });

  it('says each card when it is touched', async () => {
    const speech = recordSpeech();
    try {
      const user = userEvent.setup();
      renderItemView(item);
      await user.click(leftCard('sun'));
      await user.click(rightCard('d'));
      expect(speech.spoken).toEqual(['sun']);
      await user.click(rightCard('c'));
      await user.click(leftCard('cat'));
      expect(speech.spoken).toEqual(['sun', 'c']);
    } finally {
      speech.restore();
    }
  });

  it('pairs with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    leftCard('cat').focus();
    await user.keyboard('{Enter}');
    rightCard('c').focus();
    await user.keyboard(' ');
    leftCard('dog').focus();
    await user.keyboard('{Enter}');
    rightCard('d').focus();
    await user.keyboard('{Enter}');
    leftCard('sun').focus();
    await user.keyboard(' ');
    rightCard('s').focus();
    await user.keyboard(' ');
    expect(answers.at(-1)).toEqual({ type: 'match', pairs: { cat: 'c', dog: 'd', sun: 's' } });
  });

  it('pairs by dragging with a finger', () => {
    const { answers } = renderItemView(item);
    const pairs: [string, string][] = [
      ['cat', 'c'],
      ['dog', 'd'],
      ['sun', 's'],
    ];
    for (const [left, right] of pairs) {
      const source = leftCard(left);
      const target = rightCard(right);
      document.elementFromPoint = vi.fn(() => target);
      fireEvent.pointerDown(source, { clientX: 10, clientY: 10, pointerId: 3 });
      fireEvent.pointerMove(source, { clientX: 120, clientY: 40, pointerId: 3 });
      expect(document.querySelector('svg line')).not.toBeNull();
      fireEvent.pointerUp(source, { clientX: 200, clientY: 40, pointerId: 3 });
      // The click that follows a drag does not pick the card again.
      fireEvent.click(source);
      expect(source).toHaveAttribute('aria-pressed', 'false');
    }
    expect(document.querySelector('svg line')).toBeNull();
    expect(answers.at(-1)).toEqual({ type: 'match', pairs: { cat: 'c', dog: 'd', sun: 's' } });
  });

  it('ignores a small wobble as a tap, not a drag', async () => {
    const user = userEvent.setup();
    renderItemView(item);
    const source = leftCard('dog');
    fireEvent.pointerDown(source, { clientX: 10, clientY: 10, pointerId: 4 });
    fireEvent.pointerMove(source, { clientX: 13, clientY: 12, pointerId: 4 });
    fireEvent.pointerUp(source, { clientX: 13, clientY: 12, pointerId: 4 });
    expect(document.querySelector('svg line')).toBeNull();
    await user.click(source);
    expect(source).toHaveAttribute('aria-pressed', 'true');
  });
});
