/**
 * Test support for item views: renders a view as the player would, scoring each answer with the
 * kind's own scorer, and shows the feedback message so tests can read it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Answer, Choice, Item, ScoreResult } from '@/domain/types';
import type { KindView } from './types';

export function renderItemView(
  View: KindView,
  item: Item,
  score: (item: Item, answer: Answer) => ScoreResult,
) {
  const answers: Answer[] = [];
  function Harness() {
    const [lastAnswer, setLastAnswer] = useState<Answer | null>(null);
    const [feedback, setFeedback] = useState<ScoreResult | null>(null);
    return (
      <>
        <View
          item={item}
          lastAnswer={lastAnswer}
          feedback={feedback}
          solved={feedback?.correct ?? false}
          hintShown={false}
          onAnswer={(answer) => {
            answers.push(answer);
            setLastAnswer(answer);
            setFeedback(score(item, answer));
          }}
        />
        <p data-testid="feedback">{feedback?.message}</p>
      </>
    );
  }
  const result = render(<Harness />);
  return { ...result, answers };
}

/** The right choice and one wrong choice of a choice item. */
export function rightAndWrong(item: Item): { right: Choice; wrong: Choice } {
  if (item.type !== 'choice') throw new Error(`Item ${item.id} is not a choice item`);
  const right = item.choices.find((choice) => choice.id === item.answer);
  const wrong = item.choices.find((choice) => choice.id !== item.answer);
  if (!right || !wrong) throw new Error(`Item ${item.id} needs a right and a wrong choice`);
  return { right, wrong };
}

/**
 * The shared behaviour of a choice kind's view, through real clicks: every choice is a button
 * named by its speech; the right one emits its answer and shows the praise; a wrong one is named
 * in the feedback, leaves the item open for another try, and a solved item takes no more answers.
 */
export function describeChoiceView(
  name: string,
  View: KindView,
  item: Item,
  score: (item: Item, answer: Answer) => ScoreResult,
) {
  describe(`${name} view`, () => {
    it('offers every choice as a button named by what it is', () => {
      if (item.type !== 'choice') throw new Error('choice item expected');
      renderItemView(View, item, score);
      const group = screen.getByRole('group', { name: 'Choices' });
      const buttons = within(group).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
        item.choices.map((choice) => choice.speech),
      );
    });

    it('sends the right choice and shows the praise', async () => {
      const user = userEvent.setup();
      const { right } = rightAndWrong(item);
      const { answers } = renderItemView(View, item, score);
      const group = screen.getByRole('group', { name: 'Choices' });
      await user.click(within(group).getByRole('button', { name: right.speech }));
      expect(answers).toEqual([{ type: 'choice', choiceId: right.id }]);
      expect(screen.getByTestId('feedback')).toHaveTextContent(item.praise);
      // Solved: further taps are ignored.
      await user.click(within(group).getByRole('button', { name: right.speech }));
      expect(answers).toHaveLength(1);
    });

    it('names a wrong choice, then takes another try', async () => {
      const user = userEvent.setup();
      const { right, wrong } = rightAndWrong(item);
      const { answers } = renderItemView(View, item, score);
      const group = screen.getByRole('group', { name: 'Choices' });
      const wrongButton = within(group).getByRole('button', { name: wrong.speech });
      await user.click(wrongButton);
      expect(answers).toEqual([{ type: 'choice', choiceId: wrong.id }]);
      const message = score(item, { type: 'choice', choiceId: wrong.id }).message;
      expect(message).not.toBe(item.praise);
      expect(screen.getByTestId('feedback')).toHaveTextContent(message);
      expect(wrongButton).toHaveAttribute('data-state', 'tried');
      await user.click(within(group).getByRole('button', { name: right.speech }));
      expect(answers).toHaveLength(2);
      expect(screen.getByTestId('feedback')).toHaveTextContent(item.praise);
    });

    it('moves between choices with the arrow keys', async () => {
      if (item.type !== 'choice') throw new Error('choice item expected');
      const user = userEvent.setup();
      renderItemView(View, item, score);
      const buttons = within(screen.getByRole('group', { name: 'Choices' })).getAllByRole('button');
      buttons[0]?.focus();
      await user.keyboard('{ArrowRight}');
      expect(buttons[1]).toHaveFocus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(buttons.at(-1)).toHaveFocus();
    });
  });
}
