import type { MouseEvent } from 'react';
import { Link } from '@/lib/router';
import { pictureUrl } from '@/activities/views/pictures';
import glow from '@/ui/child/Glow.module.css';
import { PlayIcon } from '@/ui/child/icons';
import { speak } from '@/ui/child/speech';
import { Stars } from '../Stars';
import styles from './VolumeMap.module.css';

export type CardState = 'done' | 'next' | 'todo';

interface TopicCardProps {
  title: string;
  /** The topic page: /class/{grade}/{volume}/{subject}/{topic}. */
  to: string;
  picture: string;
  /** Best stars so far, or null before the first round. */
  stars: number | null;
  state: CardState;
  selected: boolean;
  onSelect(): void;
  /** Starts the topic now (the tap that asks for the whole screen). */
  onPlay(): void;
  /** 'sun' for the check at the end; 'practise' for the weakest skill's topic, without stars. */
  tone?: 'sun' | 'practise';
}

function playedText(stars: number | null): string {
  return stars === null ? 'Not played yet' : `Best: ${stars} of 3 stars`;
}

/**
 * A topic on the map as a big picture. A first touch says its name; a second touch, or the play
 * button, starts it. A keyboard (or a screen reader) follows the link at once: its name is read.
 */
export function TopicCard({
  title,
  to,
  picture,
  stars,
  state,
  selected,
  onSelect,
  onPlay,
  tone,
}: TopicCardProps) {
  const url = pictureUrl(picture);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click from the keyboard has no pointer detail: go straight in.
    if (event.detail === 0 || selected) {
      event.preventDefault();
      onPlay();
      return;
    }
    event.preventDefault();
    speak(title);
    onSelect();
  };
  return (
    <div
      className={[
        styles.card,
        styles[state],
        selected ? styles.selected : '',
        tone ? styles[tone] : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-card-state={state}
      data-practise={tone === 'practise' ? 'true' : undefined}
    >
      <Link
        to={to}
        className={state === 'next' ? `${styles.face} ${glow.glow}` : styles.face}
        onClick={follow}
        aria-current={state === 'next' ? 'step' : undefined}
        data-topic-picture={picture}
      >
        <span className={styles.picture} aria-hidden="true">
          {/* Most of a map is below the first screen: its pictures do not hold up the page's
              text on a slow connection (and need no preload in the prerendered page). */}
          {url ? <img src={url} alt="" draggable={false} loading="lazy" /> : null}
        </span>
        <span className={styles.title}>{title}</span>
        {tone !== 'practise' && (
          <span className={styles.stars}>
            <Stars earned={stars ?? 0} label={playedText(stars)} />
          </span>
        )}
      </Link>
      <button
        type="button"
        className={styles.play}
        aria-label={`Play ${title}`}
        onClick={onPlay}
        data-show={selected || state === 'next' ? 'true' : undefined}
      >
        <PlayIcon />
      </button>
    </div>
  );
}
