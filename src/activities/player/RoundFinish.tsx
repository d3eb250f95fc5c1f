import type { ReactNode, Ref } from 'react';
import type { SessionSummary } from '@/activities/core/session';
import { pictureUrl } from '@/activities/views/pictures';
import glow from '@/ui/child/Glow.module.css';
import { PlayIcon } from '@/ui/child/icons';
import { Stars } from '@/ui/child/Stars';
import styles from './RoundFinish.module.css';
import type { NextStep } from './types';

/** The next topic as one big picture: touching it starts the topic. */
export function NextStepCard({ next }: { next: NextStep }) {
  const url = pictureUrl(next.picture);
  return (
    <button
      type="button"
      className={`${styles.next} ${glow.glow}`}
      aria-label={`Next: ${next.title}`}
      data-next-topic=""
      onClick={next.start}
    >
      {url ? <img className={styles.nextPicture} src={url} alt="" draggable={false} /> : null}
      <span className={styles.nextPlay} aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}

interface RoundFinishProps {
  titleRef: Ref<HTMLHeadingElement>;
  summary: SessionSummary;
  celebration: ReactNode;
  /** Play again and the map. */
  controls: ReactNode;
  next: NextStep | null;
}

/** The end of a round: stars with a small celebration, the next topic, again, the map. */
export function RoundFinish({ titleRef, summary, celebration, controls, next }: RoundFinishProps) {
  return (
    <section className={styles.finish} aria-labelledby="activity-finish-title">
      <div className={styles.reward}>
        {celebration}
        <h2 id="activity-finish-title" ref={titleRef} tabIndex={-1} className={styles.title}>
          Well done!
        </h2>
        <Stars earned={summary.stars} />
        <p className={styles.score}>
          You got {summary.score} of {summary.maxScore} right on the first try.
        </p>
      </div>
      {next ? <NextStepCard next={next} /> : null}
      <div className={styles.controls}>{controls}</div>
    </section>
  );
}
