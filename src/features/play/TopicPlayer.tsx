import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { useLocation, useNavigate } from '@/lib/router';
import { newSeed } from '@/domain/random';
import type { ItemResult, SessionState } from '@/activities/core/session';
import { dueCards, withCards, type CardPlace } from '@/activities/core/review-cards';
import { reviewDayOf } from '@/activities/core/review-schedule';
import { roundOfKind } from '@/activities/core/kind-items';
import type { Item, TopicSpec } from '@/domain/types';
import {
  ActivityPlayer,
  type ActivityResult,
  type FinishScreen,
  type NextStep,
} from '@/activities/player';
import { useAuth } from '@/backend/auth-state';
import { clearSession, prepareStore, recordResult, saveSession } from '@/db/on-demand';
import { topicKeyOf } from '@/db/records';
import { familyOnDevice, playingChildId } from '@/sync/playing';
import type { SkillScore } from '@/domain/progress';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { StartGate } from '@/ui/child';
import { enterFullscreen } from '@/ui/fullscreen';
import { ChildSpace } from './child-space/ChildSpace';
import { isPlayNow } from './map/usePlayPlace';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useReviewCards } from './useReviewCards';
import { useKindDefinition, type KindLoad } from './useKindDefinition';
import { useSavedSession } from './useSavedSession';
import styles from './play.module.css';

interface TopicPlayerProps {
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  topic: TopicSpec;
  /** The progress row's kind: the topic's kind, or 'assessment'. */
  resultKind: string;
  /** The volume page, where a grown-up lands on leaving the child space. */
  volumeHref: string;
  /** The topic after this one, offered with the stars. */
  next: NextStep | null;
  /** The volume's map, shown in the child space when the child asks for it. */
  map: (backToRound: () => void) => ReactNode;
  makeItems?: (seed: number) => Item[];
  /** Per-skill results to store with the round (assessments); topic rounds keep none. */
  skillScores?: (answers: ItemResult[]) => SkillScore[];
  /** Replaces the stars screen (the assessment's report card). */
  renderFinish?: (finish: FinishScreen) => ReactNode;
  /**
   * Where an item missed on the first try is kept to come back on later days; defaults to this
   * topic. Null for an item that keeps none.
   */
  cardPlace?: (item: Item) => CardPlace | null;
  /** The topics whose due review cards join a round; defaults to this topic (none with makeItems). */
  reviewTopics?: readonly string[];
  /** Items missed on the first try come back later in the round; defaults to without makeItems. */
  reviewMissed?: boolean;
}

function definitionOf(kind: KindLoad) {
  if (kind.status === 'ready') return kind.definition;
  throw new Error(
    'Its part of the app could not be loaded. Connect to the internet, reload the page and try again.',
  );
}

/**
 * One topic (or assessment) on the device: resumes a saved round, saves the round after every
 * step, and records the result when the child sees the stars.
 */
export function TopicPlayer({
  grade,
  volume,
  subject,
  topic,
  resultKind,
  volumeHref,
  next,
  map,
  makeItems,
  skillScores,
  renderFinish,
  cardPlace,
  reviewTopics,
  reviewMissed = !makeItems,
}: TopicPlayerProps) {
  useDocumentTitle(topic.title);
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  // Opened from the map or the stars: the child has tapped already, so the round starts at once.
  const [playNow] = useState(() => isPlayNow(location.state));
  const [showMap, setShowMap] = useState(false);
  useEffect(() => {
    // A reload later starts with 'Tap to carry on' again: tablets speak only after a tap.
    if (isPlayNow(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const topicKey = topicKeyOf(grade, volume, subject, topic.id);
  const saved = useSavedSession(topicKey);
  const cards = useReviewCards(user?.id ?? null);
  const kind = useKindDefinition(makeItems ? null : topic.kind);
  const [freshSeed] = useState(newSeed);
  const [saveFailed, setSaveFailed] = useState(false);
  const forGrownUps = (
    <p className={styles.forGrownUps}>
      <span className={styles.forGrownUpsLabel}>For grown-ups:</span> {topic.description}
    </p>
  );

  // Until this device's unfinished round has been read, the start screen waits without a button
  // (or, for a round opened to be played at once, the child space waits with a spinner).
  // A new round waits for the child's review cards; a saved one already holds its items.
  const loading =
    saved.status === 'loading' ||
    (!saved.saved && !cards.ready) ||
    (!makeItems && kind.status === 'loading');
  // The first tap keeps the round: on a device that keeps rounds already, the code that keeps it
  // comes while the child looks at the start button, never ahead of that button.
  useEffect(() => (loading ? undefined : whenIdle(() => void prepareStore())), [loading]);
  if (loading && playNow) {
    return (
      <ChildSpace title={topic.title} onLeave={() => navigate(volumeHref)}>
        <Loading label="Loading..." fill />
      </ChildSpace>
    );
  }
  if (loading) {
    return (
      <div className={styles.play}>
        <StartGate title={topic.title} instructions={topic.instructions} />
        {forGrownUps}
      </div>
    );
  }

  const placeOf = cardPlace ?? ((item: Item) => ({ topicKey, skill: topic.skill, item }));
  const cardTopics = reviewTopics ?? (makeItems ? [] : [topicKey]);
  // Items missed on other days that are due today join the round, said as coming back.
  const roundItems = (seed: number) => {
    const items = makeItems ? makeItems(seed) : roundOfKind(definitionOf(kind), topic, seed);
    const own = cards.current().filter((card) => cardTopics.includes(card.topicKey));
    return withCards(items, dueCards(own, reviewDayOf(new Date())), seed);
  };

  // A round is kept from its first tap until its stars; an unstarted one is not worth storing.
  const persist = (state: SessionState) => {
    if (state.phase === 'ready') return;
    if (state.phase === 'finished') cards.keep(state, placeOf).catch(() => setSaveFailed(true));
    const write =
      state.phase === 'finished'
        ? clearSession(topicKey)
        : saveSession(topicKey, state.seed, state);
    write.catch(() => setSaveFailed(true));
  };

  const record = (result: ActivityResult) => {
    const userId = user?.id ?? null;
    recordResult({
      userId,
      childId: playingChildId(familyOnDevice(userId)),
      grade,
      volume,
      subject,
      topic: topic.id,
      kind: resultKind,
      score: result.score,
      maxScore: result.maxScore,
      stars: result.stars,
      durationMs: result.durationMs,
      finishedAt: new Date(result.finishedAt),
      ...(skillScores ? { skills: skillScores(result.answers) } : {}),
    }).catch(() => setSaveFailed(true));
  };

  return (
    <div className={styles.play}>
      <ActivityPlayer
        topic={topic}
        topicKey={topicKey}
        seed={saved.saved?.seed ?? freshSeed}
        savedState={saved.saved}
        makeItems={roundItems}
        reviewMissed={reviewMissed}
        onStateChange={persist}
        onFinish={record}
        autoStart={playNow}
        onStart={enterFullscreen}
        frame={(round) => (
          <ChildSpace title={topic.title} onLeave={() => navigate(volumeHref)}>
            {showMap ? map(() => setShowMap(false)) : round}
          </ChildSpace>
        )}
        next={next}
        onExit={() => setShowMap(true)}
        renderFinish={renderFinish}
      />
      {saveFailed ? (
        <p className={styles.saveNote} role="status">
          Progress could not be saved on this device, but you can keep playing.
        </p>
      ) : null}
      {forGrownUps}
    </div>
  );
}
