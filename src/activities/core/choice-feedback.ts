import type { Item } from '@/domain/types';
import type { ChoiceFeedback } from './kind';

/** The item with `feedback` written into each wrong choice it has something to say about. */
export function attachChoiceFeedback(item: Item, feedback: ChoiceFeedback | undefined): Item {
  if (!feedback || item.type !== 'choice') return item;
  return {
    ...item,
    choices: item.choices.map((choice) => {
      if (choice.id === item.answer) return choice;
      const message = feedback(item, choice);
      return message === undefined ? choice : { ...choice, feedback: message };
    }),
  };
}
