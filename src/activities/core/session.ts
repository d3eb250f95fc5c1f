import { scoreItem } from '../scoring';
import {
  isFromAnotherDay,
  isReviewItem,
  MAX_REVIEWS_PER_ROUND,
  reviewCopy,
  reviewPosition,
} from './review';
import { starsFor } from './stars';
import type { Answer, Item } from '@/domain/types';

/*
 * A round of play as a pure, JSON-serialisable state and a reducer. The session, not the view,
 * owns the child's answers, so a saved state resumes exactly where the child stopped.
 *
 * SessionState
 *   version      1 (bumped if the shape changes)
 *   topicKey     which topic this round belongs to (caller's key, e.g. 'k1/v1/counting-to-10')
 *   seed         the seed the items were generated from
 *   items        the round's items, in order
 *   index        the item on screen
 *   phase        'ready' (before "Tap to start") -> 'playing' -> 'feedback' (after an answer)
 *                -> 'playing' (next item) ... -> 'finished'
 *   results      one ItemResult per item: attempts, correctFirstTry, solved, hintsUsed, lastAnswer
 *   hintShown    the hint of the current item is on screen (asked for, or after 2 wrong tries)
 *   feedback     the message about the last answer, or null
 *   startedAt    ms timestamp of 'start', or null
 *   finishedAt   ms timestamp of 'finish', or null
 *   review       items missed on the first try come back later in the round (./review.ts)
 *                (items missed on other days may be in `items` from the start: ./review-cards.ts)
 *
 * A wrong answer keeps the item on screen for a gentle retry; nothing is ever taken away.
 */

export type SessionPhase = 'ready' | 'playing' | 'feedback' | 'finished';

export interface ItemResult {
  itemId: string;
  /** How many answers the child gave for this item. */
  attempts: number;
  /** The first answer was right. */
  correctFirstTry: boolean;
  /** The item has been answered right (on any try). */
  solved: boolean;
  /** How many times the child asked for help. */
  hintsUsed: number;
  lastAnswer: Answer | null;
}

export interface SessionFeedback {
  correct: boolean;
  message: string;
  /** Right so far, with more to do on the same item (a pair of a match). */
  partial?: boolean;
}

export interface SessionState {
  version: 1;
  topicKey: string;
  seed: number;
  items: Item[];
  index: number;
  phase: SessionPhase;
  results: ItemResult[];
  hintShown: boolean;
  feedback: SessionFeedback | null;
  startedAt: number | null;
  finishedAt: number | null;
  /** Missed items come back later in the round (topics); absent in assessments. */
  review?: boolean;
}

export type SessionAction =
  | { type: 'start'; now: number }
  | { type: 'answer'; answer: Answer; now: number }
  | { type: 'hint' }
  | { type: 'next' }
  | { type: 'finish'; now: number }
  | { type: 'restore'; state: SessionState };

/** Wrong answers after which the hint appears by itself. */
export const AUTO_HINT_AFTER = 2;

export interface SessionOptions {
  /** Items missed on the first try come back later in the round. */
  review?: boolean;
}

function freshResult(item: Item): ItemResult {
  return {
    itemId: item.id,
    attempts: 0,
    correctFirstTry: false,
    solved: false,
    hintsUsed: 0,
    lastAnswer: null,
  };
}

export function createSession(
  topicKey: string,
  seed: number,
  items: Item[],
  options: SessionOptions = {},
): SessionState {
  return {
    version: 1,
    topicKey,
    seed,
    items,
    index: 0,
    phase: 'ready',
    results: items.map(freshResult),
    hintShown: false,
    feedback: null,
    startedAt: null,
    finishedAt: null,
    ...(options.review ? { review: true } : {}),
  };
}

/** The round with the current item, missed on its first try, due to come back later. */
function withReview(state: SessionState, item: Item): Pick<SessionState, 'items' | 'results'> {
  const { items, results } = state;
  const reviews = items.filter(
    (candidate) => isReviewItem(candidate.id) && !isFromAnotherDay(candidate.id),
  ).length;
  if (!state.review || isReviewItem(item.id) || reviews >= MAX_REVIEWS_PER_ROUND) {
    return { items, results };
  }
  const copy = reviewCopy(item, state.seed);
  const at = reviewPosition(state.index, items.length);
  return {
    items: [...items.slice(0, at), copy, ...items.slice(at)],
    results: [...results.slice(0, at), freshResult(copy), ...results.slice(at)],
  };
}

function updateResult(
  state: SessionState,
  change: (result: ItemResult) => ItemResult,
): ItemResult[] {
  return state.results.map((result, index) => (index === state.index ? change(result) : result));
}

function answer(state: SessionState, given: Answer): SessionState {
  const item = state.items[state.index];
  const result = state.results[state.index];
  if (!item || !result || result.solved) return state;
  if (state.phase !== 'playing' && state.phase !== 'feedback') return state;
  const scored = scoreItem(item, given);
  if (scored.partial) {
    return {
      ...state,
      phase: 'feedback',
      results: updateResult(state, (current) => ({ ...current, lastAnswer: given })),
      feedback: { correct: true, partial: true, message: scored.message },
    };
  }
  const attempts = result.attempts + 1;
  const wrongSoFar = attempts - (scored.correct ? 1 : 0);
  const answered: SessionState = {
    ...state,
    results: updateResult(state, (current) => ({
      ...current,
      attempts,
      correctFirstTry: attempts === 1 && scored.correct,
      solved: scored.correct,
      lastAnswer: given,
    })),
  };
  const missedFirstTry = attempts === 1 && !scored.correct;
  return {
    ...answered,
    ...(missedFirstTry ? withReview(answered, item) : {}),
    phase: 'feedback',
    hintShown: state.hintShown || (!scored.correct && wrongSoFar >= AUTO_HINT_AFTER),
    feedback: { correct: scored.correct, message: scored.message },
  };
}

function next(state: SessionState): SessionState {
  const solved = state.results[state.index]?.solved ?? false;
  if (state.phase !== 'feedback' || !solved || isLastItem(state)) return state;
  return { ...state, index: state.index + 1, phase: 'playing', hintShown: false, feedback: null };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'start':
      if (state.phase !== 'ready') return state;
      return {
        ...state,
        phase: state.items.length > 0 ? 'playing' : 'finished',
        startedAt: state.startedAt ?? action.now,
        finishedAt: state.items.length > 0 ? null : action.now,
      };
    case 'answer':
      return answer(state, action.answer);
    case 'hint':
      if (state.phase !== 'playing' && state.phase !== 'feedback') return state;
      if (state.results[state.index]?.solved) return state;
      return {
        ...state,
        hintShown: true,
        results: updateResult(state, (result) => ({ ...result, hintsUsed: result.hintsUsed + 1 })),
      };
    case 'next':
      return next(state);
    case 'finish':
      if (state.phase === 'finished') return state;
      return {
        ...state,
        phase: 'finished',
        startedAt: state.startedAt ?? action.now,
        finishedAt: action.now,
        hintShown: false,
        feedback: null,
      };
    case 'restore':
      return action.state;
  }
}

export function currentItem(state: SessionState): Item | undefined {
  return state.items[state.index];
}

export function currentResult(state: SessionState): ItemResult | undefined {
  return state.results[state.index];
}

export function isLastItem(state: SessionState): boolean {
  return state.index >= state.items.length - 1;
}

export interface SessionSummary {
  /** Items right on the first try. */
  score: number;
  maxScore: number;
  stars: 1 | 2 | 3;
  durationMs: number;
}

/** Score and stars count each item's first try: items that came back again are practice. */
export function summarise(state: SessionState): SessionSummary {
  const counted = state.results.filter((result) => !isReviewItem(result.itemId));
  const score = counted.filter((result) => result.correctFirstTry).length;
  const maxScore = counted.length;
  const durationMs =
    state.startedAt !== null && state.finishedAt !== null
      ? Math.max(0, state.finishedAt - state.startedAt)
      : 0;
  return { score, maxScore, stars: starsFor(score, maxScore), durationMs };
}

/** True when `value` looks like a state this version saved (for resuming from storage). */
export function isSessionState(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<SessionState>;
  return (
    state.version === 1 &&
    typeof state.topicKey === 'string' &&
    typeof state.seed === 'number' &&
    Array.isArray(state.items) &&
    Array.isArray(state.results) &&
    state.items.length === state.results.length &&
    typeof state.index === 'number' &&
    typeof state.phase === 'string'
  );
}
