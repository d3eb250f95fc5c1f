import type { ChoiceFeedback } from '@/activities/core/kind';

/** A wrong answer names the colour the child tapped: 'That one is red. Let's find the blue one!' */
export const coloursFeedback: ChoiceFeedback = (item, chosen) =>
  `That one is ${chosen.id}. Let's find the ${item.answer} one!`;
