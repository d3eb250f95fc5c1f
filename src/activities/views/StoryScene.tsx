import { useEffect, useState, type CSSProperties } from 'react';
import { countOf, pictureNoun } from '@/domain/picture-nouns';
import type { Stem } from '@/domain/types';
import { IconButton } from '@/ui/child/IconButton';
import { ReplayIcon } from '@/ui/child/icons';
import { speak } from '@/ui/child/speech';
import { prefersReducedMotion } from './drag';
import { pictureUrl } from './pictures';
import styles from './StoryScene.module.css';

export type StoryStem = Extract<Stem, { type: 'story' }>;

/** About the time it takes to say the story's first sentence ('Sam has 3 ducks.'). */
export const STORY_BEAT_MS = 2200;

const PER_ROW = 5;

/** What the scene shows once the story is told, for screen readers. */
export function storyLabel({ picture, start, change, operator }: StoryStem): string {
  const one = change === 1;
  return operator === '+'
    ? `${countOf(picture, start)}, then ${change} more ${pictureNoun(picture, change)} ${one ? 'comes' : 'come'}`
    : `${countOf(picture, start)}, then ${countOf(picture, change)} ${one ? 'goes' : 'go'} away`;
}

type Role = 'here' | 'arriving' | 'leaving';

/** Things in rows of five; `first` numbers the first one, so the ones that move go in turn. */
function Cluster({ picture, roles, first }: { picture: string; roles: Role[]; first: number }) {
  const url = pictureUrl(picture);
  const rows = Array.from({ length: Math.ceil(roles.length / PER_ROW) }, (_, row) =>
    roles.slice(row * PER_ROW, row * PER_ROW + PER_ROW),
  );
  return (
    <span className={styles.cluster}>
      {rows.map((row, rowIndex) => (
        <span key={rowIndex} className={styles.row}>
          {row.map((role, column) => {
            const order = rowIndex * PER_ROW + column;
            return (
              <span
                key={order}
                className={[styles.object, styles[role]].join(' ')}
                data-role={role}
                style={{ '--order': first + order } as CSSProperties}
              >
                {url ? (
                  <img className={styles.picture} src={url} alt="" draggable={false} />
                ) : (
                  <span className={styles.picture}>{pictureNoun(picture, 1)}</span>
                )}
              </span>
            );
          })}
        </span>
      ))}
    </span>
  );
}

/**
 * A picture story told while it is heard: the things it starts with, then the ones that arrive
 * slide in (adding), or the ones that leave move off and stay as faint outlines (taking away), so
 * the child can still see what went. The replay button tells it again. With reduced motion the
 * scene starts as it ends.
 */
export function StoryScene({ stem, speech }: { stem: StoryStem; speech?: string }) {
  const still = prefersReducedMotion();
  const [told, setTold] = useState(still);
  const [tellings, setTellings] = useState(0);

  useEffect(() => {
    if (still) return;
    const timer = setTimeout(() => setTold(true), STORY_BEAT_MS);
    return () => clearTimeout(timer);
  }, [still, tellings]);

  const tellAgain = () => {
    if (speech) speak(speech);
    if (still) return;
    setTold(false);
    setTellings((count) => count + 1);
  };

  const adding = stem.operator === '+';
  const startRoles: Role[] = Array.from({ length: stem.start }, (_, index) =>
    !adding && index >= stem.start - stem.change ? 'leaving' : 'here',
  );
  // Side by side on a wide stage the taller cluster sets the rows; stacked on a narrow one, both.
  const startRows = Math.ceil(stem.start / PER_ROW);
  const changeRows = adding ? Math.ceil(stem.change / PER_ROW) : 0;
  const rows = {
    '--rows-side': Math.max(1, startRows, changeRows),
    '--rows-stacked': Math.max(1, startRows + changeRows),
  } as CSSProperties;

  return (
    <div className={styles.stage}>
      <div
        className={styles.scene}
        role="img"
        aria-label={storyLabel(stem)}
        data-told={told}
        data-operator={stem.operator}
        style={rows}
      >
        <Cluster
          picture={stem.picture}
          roles={startRoles}
          first={adding ? 0 : stem.change - stem.start}
        />
        {adding && (
          <Cluster
            picture={stem.picture}
            roles={Array.from({ length: stem.change }, (): Role => 'arriving')}
            first={0}
          />
        )}
      </div>
      <IconButton
        label="Tell the story again"
        icon={<ReplayIcon />}
        variant="soft"
        className={styles.again}
        onClick={tellAgain}
      />
    </div>
  );
}
