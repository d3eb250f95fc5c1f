import type { ChoiceItem } from '@/domain/types';
import { sessionReducer, type SessionState } from './session';

/** A four-choice item whose right answer is `answer`, for tests of rounds. */
export function choiceItem(id: string, answer: string): ChoiceItem {
  return {
    id,
    type: 'choice',
    prompt: { text: `Question ${id}`, speech: `Question ${id}` },
    choices: ['a', 'b', 'c', 'd'].map((choice) => ({
      id: choice,
      visual: { type: 'text', text: choice },
      speech: `letter ${choice}`,
    })),
    answer,
    hint: 'Listen again.',
    praise: 'Yes!',
  };
}

/** Eight items, each answered by 'a'. */
export const round = Array.from({ length: 8 }, (_, index) => choiceItem(String(index + 1), 'a'));

export function choose(state: SessionState, choiceId: string): SessionState {
  return sessionReducer(state, { type: 'answer', answer: { type: 'choice', choiceId }, now: 1 });
}

/** Plays every item on screen: `wrongFirst` ids are missed once, then answered right. */
export function play(state: SessionState, wrongFirst: ReadonlySet<string>): SessionState {
  let current = sessionReducer(state, { type: 'start', now: 0 });
  for (;;) {
    const item = current.items[current.index] as ChoiceItem;
    if (wrongFirst.has(item.id)) current = choose(current, 'b');
    current = choose(current, item.answer);
    const next = sessionReducer(current, { type: 'next' });
    if (next === current) return sessionReducer(current, { type: 'finish', now: 2 });
    current = next;
  }
}
