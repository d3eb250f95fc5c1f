import { useEffect, useId } from 'react';
import { pictureUrl } from '@/activities/views/pictures';
import type { ChildOnDevice } from '@/storage';
import { ChildButton, speak } from '@/ui/child';
import styles from './WhoIsPlaying.module.css';

export const WHO_IS_PLAYING = 'Who is playing?';

interface WhoIsPlayingProps {
  players: readonly ChildOnDevice[];
  onChoose(childId: string): void;
}

/** A child's picture, the avatar it was given in Parents Corner. */
export function ChildAvatar({ child, className }: { child: ChildOnDevice; className?: string }) {
  return (
    <img
      className={className}
      src={pictureUrl(child.avatar) ?? undefined}
      alt=""
      width={96}
      height={96}
      draggable={false}
    />
  );
}

/**
 * 'Who is playing?' for a family sharing one device: every child's picture and name, big enough
 * for small hands. A touch says the child's name aloud and starts their play; no reading needed.
 */
export function WhoIsPlaying({ players, onChoose }: WhoIsPlayingProps) {
  const title = useId();
  // The child has just tapped to play, so the question can be heard at once.
  useEffect(() => speak(WHO_IS_PLAYING), []);
  return (
    <section className={styles.picker} aria-labelledby={title}>
      <h2 id={title} className={styles.title}>
        <button type="button" className={styles.ask} onClick={() => speak(WHO_IS_PLAYING)}>
          {WHO_IS_PLAYING}
        </button>
      </h2>
      <ul className={styles.players}>
        {players.map((child) => (
          <li key={child.id}>
            <ChildButton
              variant="soft"
              className={styles.player}
              data-speaks="true"
              onClick={() => {
                speak(child.name);
                onChoose(child.id);
              }}
            >
              <ChildAvatar child={child} className={styles.avatar} />
              <span className={styles.name}>{child.name}</span>
            </ChildButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
