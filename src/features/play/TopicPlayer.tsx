import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { newSeed } from '@/domain/random';
import type { ItemResult, SessionState } from '@/activities/core/session';
import type { Item, TopicSpec } from '@/domain/types';
import {
  ActivityPlayer,
  type ActivityResult,
  type FinishScreen,
  type NextStep,
} from '@/activities/player';
import { useAuth } from '@/backend/auth-state';
import { clearSession, recordResult, saveSession, topicKeyOf } from '@/db';
import { familyOnDevice, playingChildId } from '@/sync';
import type { SkillScore } from '@/domain/progress';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { StartGate } from '@/ui/child';
import { enterFullscreen } from '@/ui/fullscreen';
import { ChildSpace } from './child-space/ChildSpace';
import { isPlayNow } from './map/usePlayPlace';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
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
  const [freshSeed] = useState(newSeed);
  const [saveFailed, setSaveFailed] = useState(false);

  const forGrownUps = (
    <p className={styles.forGrownUps}>
      <span className={styles.forGrownUpsLabel}>For grown-ups:</span> {topic.description}
    </p>
  );

  // Until this device's unfinished round has been read, the start screen waits without a button
  // (or, for a round opened to be played at once, the child space waits with a spinner).
  if (saved.status === 'loading' && playNow) {
    return (
      <ChildSpace title={topic.title} onLeave={() => navigate(volumeHref)}>
        <Loading label="Loading..." fill />
      </ChildSpace>
    );
  }
  if (saved.status === 'loading') {
    return (
      <div className={styles.play}>
        <StartGate title={topic.title} instructions={topic.instructions} />
        {forGrownUps}
      </div>
    );
  }

  // A round is kept from its first tap until its stars; an unstarted one is not worth storing.
  const persist = (state: SessionState) => {
    if (state.phase === 'ready') return;
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
        makeItems={makeItems}
        reviewMissed={!makeItems}
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
