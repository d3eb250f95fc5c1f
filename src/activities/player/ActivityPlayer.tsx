import { useEffect, useEffectEvent, useReducer, useRef, useState, type ReactNode } from 'react';
import {
  createSession,
  currentItem,
  currentResult,
  isLastItem,
  isSessionState,
  sessionReducer,
  summarise,
  type SessionState,
} from '@/activities/core/session';
import { spokenPrompt } from '@/activities/core/spoken';
import { ItemView } from '@/activities/views/ItemView';
import { preloadItemViews } from '@/activities/views/item-view-loaders';
import { picturesIn, preloadPictures } from '@/activities/views/pictures';
import { whenIdle } from '@/lib/idle';
import { newSeed } from '@/domain/random';
import type { Item, TopicSpec } from '@/domain/types';
import { AudioPrompt } from '@/ui/child/AudioPrompt';
import { ChildButton } from '@/ui/child/ChildButton';
import { Feedback } from '@/ui/child/Feedback';
import glow from '@/ui/child/Glow.module.css';
import { IconButton } from '@/ui/child/IconButton';
import { ArrowIcon, BulbIcon, MapIcon, ReplayIcon, StarIcon } from '@/ui/child/icons';
import { ProgressDots } from '@/ui/child/ProgressDots';
import { playCue } from '@/ui/child/sounds';
import { speak } from '@/ui/child/speech';
import { StartGate } from '@/ui/child/StartGate';
import styles from './ActivityPlayer.module.css';
import { Celebration } from './Celebration';
import { NextStepCard, RoundFinish } from './RoundFinish';
import type { ActivityResult, FinishScreen, NextStep } from './types';

export interface ActivityPlayerProps {
  topic: TopicSpec;
  seed: number;
  /** Identifies the round's topic in saved state; defaults to the topic id. */
  topicKey?: string;
  /**
   * Makes the items for a seed: a round of the topic's kind, or an assessment's items (each with
   * its own `kind`). Also used by 'Play again' with a new seed; may throw an Error naming a
   * problem with the topic.
   */
  makeItems: (seed: number) => Item[];
  /** Items missed on the first try come back later in the round (topics, not assessments). */
  reviewMissed?: boolean;
  /** A state saved from `onStateChange`, to resume; ignored when it belongs to another topic. */
  savedState?: SessionState;
  onStateChange?(state: SessionState): void;
  onFinish(result: ActivityResult): void;
  /** Skips 'Tap to start': the child already tapped to get here (the map, the next step). */
  autoStart?: boolean;
  /** Called in the tap that starts the round (a place for what only a tap may do). */
  onStart?(): void;
  /**
   * Wraps the round once it has started: the child space, a full-screen layer. Defaults to the
   * round as it is.
   */
  frame?: (round: ReactNode) => ReactNode;
  /** The topic after this one, offered with the stars. */
  next?: NextStep | null;
  /** Shows the way back to the topics when given. */
  onExit?(): void;
  /** Replaces the stars screen at the end of a round (an assessment shows its report card). */
  renderFinish?(finish: FinishScreen): ReactNode;
}

function firstState(props: ActivityPlayerProps, topicKey: string): SessionState {
  const saved = props.savedState;
  if (saved && isSessionState(saved) && saved.topicKey === topicKey && saved.items.length > 0) {
    return saved;
  }
  const items = props.makeItems(props.seed);
  return createSession(topicKey, props.seed, items, { review: props.reviewMissed ?? false });
}

/**
 * Plays a round of a topic: 'Tap to start', then one item at a time in the frame (the child
 * space), with the prompt and its choices read aloud, help, gentle feedback and sounds, a big
 * arrow on, then stars, a short celebration and the next topic. The session reducer owns every
 * answer; views only report them. Remount (change the `key`) to play another topic.
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
  reviewMissed = false,
  initialState,
  onStateChange,
  onFinish,
  autoStart = false,
  onStart,
  frame = (round) => round,
  next,
  onExit,
  renderFinish,
}: ActivityPlayerProps & { topicKey: string; initialState: SessionState }) {
  const [state, dispatch] = useReducer(sessionReducer, initialState, (first) =>
    autoStart && first.phase === 'ready'
      ? sessionReducer(first, { type: 'start', now: Date.now() })
      : first,
  );
  const [gateOpen, setGateOpen] = useState(autoStart || initialState.phase === 'finished');
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
    // A view missing offline shows its error when its item comes.
    preloadItemViews(state.items).catch(() => undefined);
    // Once the page is idle: the pictures are there before a child taps, and do not hold up the
    // start button on the way.
    return whenIdle(() => preloadPictures(picturesIn(state.items)));
  }, [state.items]);

  const reportState = useEffectEvent((next: SessionState) => onStateChange?.(next));
  useEffect(() => {
    reportState(state);
  }, [state]);

  const reportFinish = useEffectEvent((finished: SessionState) => {
    if (reported.current) return;
    reported.current = true;
    const summary = summarise(finished);
    playCue('finish');
    speak(`Well done! You earned ${summary.stars} ${summary.stars === 1 ? 'star' : 'stars'}.`);
    if (next) speak(`Next: ${next.title}. Tap the big picture to play.`, { queue: true });
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

  // A new item: read its prompt and choices, and bring keyboard and screen-reader users to it.
  const announceItem = useEffectEvent(() => {
    if (!item) return;
    speak(spokenPrompt(item), { queue: queuePrompt.current });
    queuePrompt.current = false;
    promptRef.current?.focus();
  });
  useEffect(() => {
    if (playing) announceItem();
  }, [playing, item?.id]);

  // A new answer: a sound, the feedback read aloud (and the hint when it has just appeared).
  const feedbackKey = state.feedback ? `${result?.attempts}:${state.feedback.message}` : null;
  const announceFeedback = useEffectEvent(() => {
    if (!state.feedback) return;
    playCue(state.feedback.correct ? 'right' : 'try');
    speak(state.feedback.message);
    if (state.hintShown && item && !state.feedback.correct) speak(item.hint, { queue: true });
    if (state.feedback.correct && !state.feedback.partial) nextRef.current?.focus();
  });
  useEffect(() => {
    if (feedbackKey) announceFeedback();
  }, [feedbackKey, item?.id]);

  const start = () => {
    onStart?.();
    queuePrompt.current = true;
    if (state.phase === 'ready') dispatch({ type: 'start', now: Date.now() });
    setGateOpen(true);
  };

  const playAgain = () => {
    const seed = newSeed();
    const items = makeItems(seed);
    reported.current = false;
    queuePrompt.current = true;
    speak(topic.instructions);
    dispatch({
      type: 'restore',
      state: createSession(topicKey, seed, items, { review: reviewMissed }),
    });
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
    const playAgainButton = (
      <IconButton
        label="Play again"
        icon={<ReplayIcon />}
        variant="secondary"
        onClick={playAgain}
      />
    );
    const mapButton = onExit && (
      <IconButton label="Back to the map" icon={<MapIcon />} variant="secondary" onClick={onExit} />
    );
    const nextStep = (
      <>
        {next && <NextStepCard next={next} />}
        {mapButton}
      </>
    );
    if (renderFinish) {
      return frame(
        <div className={styles.finishScroll}>
          {renderFinish({ summary, results: state.results, playAgain: playAgainButton, nextStep })}
        </div>,
      );
    }
    return frame(
      <RoundFinish
        titleRef={finishRef}
        summary={summary}
        celebration={<Celebration stars={summary.stars} />}
        controls={
          <>
            {playAgainButton}
            {mapButton}
          </>
        }
        next={next ?? null}
      />,
    );
  }

  const hint = () => {
    dispatch({ type: 'hint' });
    speak(item.hint);
  };

  return frame(
    <section className={styles.round} aria-label={topic.title} data-child-round="">
      <div className={styles.bar}>
        <ProgressDots
          total={state.items.length}
          current={state.index}
          done={state.results.map((entry) => entry.solved)}
        />
      </div>
      <AudioPrompt ref={promptRef} text={item.prompt.text} speech={spokenPrompt(item)} />
      <div className={styles.stage}>
        <ItemView
          key={item.id}
          item={item}
          onAnswer={(answer) => dispatch({ type: 'answer', answer, now: Date.now() })}
          lastAnswer={result?.lastAnswer ?? null}
          feedback={state.feedback}
          solved={solved}
          hintShown={state.hintShown}
        />
      </div>
      <div className={styles.footer}>
        <Feedback feedback={state.feedback} hint={state.hintShown && !solved ? item.hint : null} />
        <div className={styles.controls}>
          {!solved && (
            <IconButton label="Help me" icon={<BulbIcon />} variant="soft" onClick={hint} />
          )}
          {solved && !isLastItem(state) && (
            <IconButton
              ref={nextRef}
              label="Next"
              icon={<ArrowIcon />}
              size="large"
              className={`${styles.go} ${glow.glow}`}
              onClick={() => dispatch({ type: 'next' })}
            />
          )}
          {solved && isLastItem(state) && (
            <IconButton
              ref={nextRef}
              label="See my stars"
              icon={<StarIcon />}
              size="large"
              className={`${styles.go} ${glow.glow}`}
              onClick={() => dispatch({ type: 'finish', now: Date.now() })}
            />
          )}
        </div>
      </div>
    </section>,
  );
}
