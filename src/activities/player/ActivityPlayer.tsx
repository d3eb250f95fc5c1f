import { useEffect, useEffectEvent, useReducer, useRef, useState, type ReactNode } from 'react';
import { generateRound } from '@/activities/registry';
import { newSeed } from '@/domain/random';
import {
  createSession,
  currentItem,
  currentResult,
  isLastItem,
  isSessionState,
  sessionReducer,
  summarise,
  type ItemResult,
  type SessionState,
  type SessionSummary,
} from '@/activities/core/session';
import type { Item, TopicSpec } from '@/domain/types';
import { ItemView } from '@/activities/views/ItemView';
import { picturesIn, preloadPictures } from '@/activities/views/pictures';
import { AudioPrompt } from '@/ui/child/AudioPrompt';
import { ChildButton } from '@/ui/child/ChildButton';
import { Feedback } from '@/ui/child/Feedback';
import { ArrowIcon, BulbIcon } from '@/ui/child/icons';
import { ProgressDots } from '@/ui/child/ProgressDots';
import { speak } from '@/ui/child/speech';
import { Stars } from '@/ui/child/Stars';
import { StartGate } from '@/ui/child/StartGate';
import styles from './ActivityPlayer.module.css';

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
  /** The player's 'Play again' button (a new round of the same topic), for the screen's actions. */
  playAgain: ReactNode;
}

export interface ActivityPlayerProps {
  topic: TopicSpec;
  seed: number;
  /** Identifies the round's topic in saved state; defaults to the topic id. */
  topicKey?: string;
  /**
   * Makes the items for a seed; defaults to a round of the topic (`generateRound`). Assessments
   * pass their own (items with `kind` set). Also used by 'Play again' with a new seed.
   */
  makeItems?: (seed: number) => Item[];
  /** A state saved from `onStateChange`, to resume; ignored when it belongs to another topic. */
  savedState?: SessionState;
  onStateChange?(state: SessionState): void;
  onFinish(result: ActivityResult): void;
  /** Shows 'Back to topics' when given. */
  onExit?(): void;
  /** Replaces the stars screen at the end of a round (an assessment shows its report card). */
  renderFinish?(finish: FinishScreen): ReactNode;
}

function firstState(props: ActivityPlayerProps, topicKey: string): SessionState {
  const saved = props.savedState;
  if (saved && isSessionState(saved) && saved.topicKey === topicKey && saved.items.length > 0) {
    return saved;
  }
  const items = props.makeItems
    ? props.makeItems(props.seed)
    : generateRound(props.topic, props.seed);
  return createSession(topicKey, props.seed, items);
}

/**
 * Plays a round of a topic: 'Tap to start', one item at a time with spoken prompts, help, gentle
 * feedback and 'Next', then stars. The session reducer owns every answer; views only report
 * them. Remount (change the `key`) to play another topic.
 */
export function ActivityPlayer(props: ActivityPlayerProps) {
  const topicKey = props.topicKey ?? props.topic.id;
  const [setup] = useState(() => {
    try {
      return { state: firstState(props, topicKey), error: null };
    } catch (error) {
      return { state: null, error: error instanceof Error ? error.message : String(error) };
    }
  });
  if (!setup.state) {
    return (
      <div role="alert" className={styles.problem}>
        <p>This activity could not be started.</p>
        <p className={styles.detail}>{setup.error}</p>
        {props.onExit && (
          <ChildButton variant="secondary" onClick={props.onExit}>
            Back to topics
          </ChildButton>
        )}
      </div>
    );
  }
  return <PlayerSession {...props} topicKey={topicKey} initialState={setup.state} />;
}

function PlayerSession({
  topic,
  topicKey,
  makeItems,
  initialState,
  onStateChange,
  onFinish,
  onExit,
  renderFinish,
}: ActivityPlayerProps & { topicKey: string; initialState: SessionState }) {
  const [state, dispatch] = useReducer(sessionReducer, initialState);
  const [gateOpen, setGateOpen] = useState(initialState.phase === 'finished');
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const finishRef = useRef<HTMLHeadingElement>(null);
  const queuePrompt = useRef(false);
  const reported = useRef(initialState.phase === 'finished');

  const item = currentItem(state);
  const result = currentResult(state);
  const solved = result?.solved ?? false;
  const playing = gateOpen && state.phase !== 'ready' && state.phase !== 'finished';

  useEffect(() => {
    preloadPictures(picturesIn(state.items));
  }, [state.items]);

  const reportState = useEffectEvent((next: SessionState) => onStateChange?.(next));
  useEffect(() => {
    reportState(state);
  }, [state]);

  const reportFinish = useEffectEvent((finished: SessionState) => {
    if (reported.current) return;
    reported.current = true;
    const summary = summarise(finished);
    speak(`Well done! You earned ${summary.stars} ${summary.stars === 1 ? 'star' : 'stars'}.`);
    finishRef.current?.focus();
    onFinish({
      ...summary,
      topicKey: finished.topicKey,
      seed: finished.seed,
      finishedAt: finished.finishedAt ?? Date.now(),
      answers: finished.results,
    });
  });
  useEffect(() => {
    if (state.phase === 'finished') reportFinish(state);
  }, [state]);

  // A new item: read its prompt and bring keyboard and screen-reader users to it.
  const announceItem = useEffectEvent(() => {
    if (!item) return;
    speak(item.prompt.speech, { queue: queuePrompt.current });
    queuePrompt.current = false;
    promptRef.current?.focus();
  });
  useEffect(() => {
    if (playing) announceItem();
  }, [playing, item?.id]);

  // A new answer: read the feedback (and the hint when it has just appeared).
  const attempts = result?.attempts ?? 0;
  const announceFeedback = useEffectEvent(() => {
    if (!state.feedback) return;
    speak(state.feedback.message);
    if (state.hintShown && item && !state.feedback.correct) speak(item.hint, { queue: true });
    if (state.feedback.correct) nextRef.current?.focus();
  });
  useEffect(() => {
    if (attempts > 0) announceFeedback();
  }, [attempts, item?.id]);

  const start = () => {
    queuePrompt.current = true;
    if (state.phase === 'ready') dispatch({ type: 'start', now: Date.now() });
    setGateOpen(true);
  };

  const playAgain = () => {
    const seed = newSeed();
    const items = makeItems ? makeItems(seed) : generateRound(topic, seed);
    reported.current = false;
    queuePrompt.current = true;
    speak(topic.instructions);
    dispatch({ type: 'restore', state: createSession(topicKey, seed, items) });
    dispatch({ type: 'start', now: Date.now() });
  };

  if (!gateOpen) {
    return (
      <StartGate
        title={topic.title}
        instructions={topic.instructions}
        label={state.phase === 'ready' ? 'Tap to start' : 'Tap to carry on'}
        onStart={start}
      />
    );
  }

  if (state.phase === 'finished' || !item) {
    const summary = summarise(state);
    const playAgainButton = <ChildButton onClick={playAgain}>Play again</ChildButton>;
    if (renderFinish) {
      return renderFinish({ summary, results: state.results, playAgain: playAgainButton });
    }
    return (
      <section className={styles.finish} aria-labelledby="activity-finish-title">
        <h2 id="activity-finish-title" ref={finishRef} tabIndex={-1} className={styles.finishTitle}>
          Well done!
        </h2>
        <Stars earned={summary.stars} />
        <p className={styles.score}>
          You got {summary.score} of {summary.maxScore} right on the first try.
        </p>
        <div className={styles.controls}>
          {playAgainButton}
          {onExit && (
            <ChildButton variant="secondary" onClick={onExit}>
              Back to topics
            </ChildButton>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className={styles.player} aria-label={topic.title}>
      <div className={styles.top}>
        <ProgressDots
          total={state.items.length}
          current={state.index}
          done={state.results.map((entry) => entry.solved)}
        />
      </div>
      <AudioPrompt ref={promptRef} text={item.prompt.text} speech={item.prompt.speech} />
      <ItemView
        key={item.id}
        item={item}
        onAnswer={(answer) => dispatch({ type: 'answer', answer, now: Date.now() })}
        lastAnswer={result?.lastAnswer ?? null}
        feedback={state.feedback}
        solved={solved}
        hintShown={state.hintShown}
      />
      <Feedback feedback={state.feedback} hint={state.hintShown && !solved ? item.hint : null} />
      <div className={styles.controls}>
        {!solved && (
          <ChildButton
            variant="soft"
            onClick={() => {
              dispatch({ type: 'hint' });
              speak(item.hint);
            }}
          >
            <BulbIcon />
            Help me
          </ChildButton>
        )}
        {solved && !isLastItem(state) && (
          <ChildButton ref={nextRef} onClick={() => dispatch({ type: 'next' })}>
            Next
            <ArrowIcon />
          </ChildButton>
        )}
        {solved && isLastItem(state) && (
          <ChildButton ref={nextRef} onClick={() => dispatch({ type: 'finish', now: Date.now() })}>
            See my stars
          </ChildButton>
        )}
      </div>
    </section>
  );
}
