/**
 * Shared checks for kind views: clicking a choice (or making every pair) emits the Answer the
 * session scores. Call from a test file that runs in jsdom.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ChoiceItem, Item, MatchItem } from '@/domain/types';
import type { KindView } from '@/activities/views/types';

function renderView(View: KindView, item: Item) {
  const onAnswer = vi.fn();
  render(
    <View
      item={item}
      onAnswer={onAnswer}
      lastAnswer={null}
      feedback={null}
      solved={false}
      hintShown={false}
    />,
  );
  return onAnswer;
}

/** Clicks the right choice, then a wrong one, and checks both answers reach the session. */
export async function expectChoiceAnswers(View: KindView, item: ChoiceItem) {
  const user = userEvent.setup();
  const onAnswer = renderView(View, item);
  const right = item.choices.find((choice) => choice.id === item.answer);
  const wrong = item.choices.find((choice) => choice.id !== item.answer);
  if (!right || !wrong) throw new Error('The item needs a right and a wrong choice');
  expect(screen.getAllByRole('button')).toHaveLength(item.choices.length);
  await user.click(screen.getByRole('button', { name: right.speech }));
  expect(onAnswer).toHaveBeenLastCalledWith({ type: 'choice', choiceId: right.id });
  await user.click(screen.getByRole('button', { name: wrong.speech }));
  expect(onAnswer).toHaveBeenLastCalledWith({ type: 'choice', choiceId: wrong.id });
  expect(onAnswer).toHaveBeenCalledTimes(2);
}

/** Taps each left card and then its partner; the full set of pairs reaches the session once. */
export async function expectMatchAnswer(View: KindView, item: MatchItem) {
  const user = userEvent.setup();
  const onAnswer = renderView(View, item);
  for (const left of item.left) {
    const right = item.right.find((choice) => choice.id === item.answer[left.id]);
    if (!right) throw new Error(`No partner for ${left.id}`);
    await user.click(screen.getByRole('button', { name: left.speech }));
    await user.click(screen.getByRole('button', { name: right.speech }));
  }
  expect(onAnswer).toHaveBeenCalledTimes(1);
  expect(onAnswer).toHaveBeenCalledWith({ type: 'match', pairs: item.answer });
}

/** Pairs every left card with the wrong partner (rotated by one) and checks the emitted pairs. */
export async function expectWrongMatchAnswer(View: KindView, item: MatchItem) {
  const user = userEvent.setup();
  const onAnswer = renderView(View, item);
  const partners = item.left.map((left) => item.answer[left.id] as string);
  const pairs: Record<string, string> = {};
  for (const [index, left] of item.left.entries()) {
    const rightId = partners[(index + 1) % partners.length] as string;
    const right = item.right.find((choice) => choice.id === rightId);
    if (!right) throw new Error(`No card ${rightId}`);
    pairs[left.id] = rightId;
    await user.click(screen.getByRole('button', { name: left.speech }));
    await user.click(screen.getByRole('button', { name: right.speech }));
  }
  expect(onAnswer).toHaveBeenCalledTimes(1);
  expect(onAnswer).toHaveBeenCalledWith({ type: 'match', pairs });
}
