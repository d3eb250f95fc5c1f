import type { ReactNode } from 'react';
import type { ItemResult, SessionSummary } from '@/activities/core/session';

/** What a finished round reports: the summary plus every item's result. */
export interface ActivityResult extends SessionSummary {
  topicKey: string;
  seed: number;
  /** When the round was finished (ms since the epoch). */
  finishedAt: number;
  answers: ItemResult[];
}

/**
 * What a custom end screen gets (see `renderFinish`). The screen moves the focus to its own
 * heading when it appears, as the stars screen does.
 */
export interface FinishScreen {
  summary: SessionSummary;
  /** Every item's result, in the round's order. */
  results: ItemResult[];
  /** The player's 'Play again' control (a new round of the same topic), for the screen's actions. */
  playAgain: ReactNode;
  /** The next step: the next topic's big picture, and the way back to the map. */
  nextStep: ReactNode;
}

/** Where a child goes after the stars: one big picture that starts it. */
export interface NextStep {
  title: string;
  picture: string;
  start(): void;
}
