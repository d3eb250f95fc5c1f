/**
 * Test support for item views: renders an item as the player would, scoring each answer by its
 * item type, and shows the feedback message so tests can read it.
 */
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { Answer, Choice, Item, ScoreResult } from '@/domain/types';
import { scoreItem } from '../scoring';
import { ItemView } from './ItemView';
import { preloadItemViews } from './item-view-loaders';

/** Loads every item type's view, so that `renderItemView` shows any item at once. */
export function loadEveryItemView(): Promise<unknown> {
  return preloadItemViews([
    { type: 'match' },
    { type: 'trace' },
    { type: 'place' },
    { type: 'build' },
  ]);
}

export function renderItemView(item: Item) {
  const answers: Answer[] = [];
  function Harness() {
    const [lastAnswer, setLastAnswer] = useState<Answer | null>(null);
    const [feedback, setFeedback] = useState<ScoreResult | null>(null);
    return (
      <>
        <ItemView
          item={item}
          lastAnswer={lastAnswer}
          feedback={feedback}
          solved={(feedback?.correct ?? false) && !feedback?.partial}
          hintShown={false}
          onAnswer={(answer) => {
            answers.push(answer);
            setLastAnswer(answer);
            setFeedback(scoreItem(item, answer));
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
