import type { ReviewCardRow } from './records';
import { reviewChildKey } from './review-card-repo';

/** A Nursery counting item missed by `childId` (null: the first child), for tests of review cards. */
export function reviewCard(
  userId: string | null,
  childId: string | null = null,
  itemId = 'count-3',
  topicKey = 'nursery/v1/maths/count-to-5',
): ReviewCardRow {
  return {
    id: `${reviewChildKey(childId)}|${topicKey}|${itemId}`,
    childId,
    childKey: reviewChildKey(childId),
    userId,
    topicKey,
    skill: 'counting',
    item: {
      id: itemId,
      type: 'choice',
      prompt: { text: 'How many?', speech: 'How many apples?' },
      choices: ['2', '3', '4'].map((n) => ({
        id: n,
        visual: { type: 'text', text: n },
        speech: n,
      })),
      answer: '3',
      hint: 'Count them one by one.',
      praise: 'Yes, 3!',
    },
    box: 1,
    dueDay: '2026-11-26',
    learnt: false,
    missedAt: '2026-11-25T10:00:00.000Z',
    returns: [],
  };
}
