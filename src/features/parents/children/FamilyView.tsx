import { useId } from 'react';
import type { ProgressResult } from '@/content/progress';
import { pictureUrl } from '@/activities/views/pictures';
import type { ChildOnDevice } from '@/storage';
import { resultsOfChild, starsOf } from './child-results';
import styles from './children.module.css';

export interface ChosenChild {
  children: readonly ChildOnDevice[];
  /** The child whose progress Parents Corner shows. */
  chosenId: string;
  onChoose(childId: string): void;
}

/**
 * The family at a glance (each child's stars in one line) and the choice of whose progress,
 * chart, skill reports, garden and report the page shows.
 */
export function FamilyView({
  family,
  results,
}: {
  family: ChosenChild;
  results: readonly ProgressResult[] | null;
}) {
  const legend = useId();
  const firstId = family.children[0]?.id;
  return (
    <div className={styles.familyView}>
      <fieldset className={styles.chooser} aria-labelledby={legend}>
        <legend id={legend}>Whose progress</legend>
        <div className={styles.pictureChoices}>
          {family.children.map((child) => (
            <label key={child.id} className={styles.pictureChoice}>
              <input
                type="radio"
                name="progress-child"
                value={child.id}
                checked={child.id === family.chosenId}
                onChange={() => family.onChoose(child.id)}
              />
              <img src={pictureUrl(child.avatar) ?? undefined} alt="" width={40} height={40} />
              <span className={styles.childLabel}>{child.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {results ? (
        <p className={styles.familyStars}>
          {family.children
            .map((child) => {
              const stars = starsOf(resultsOfChild(results, child.id, firstId));
              return `${child.name}: ${stars} ${stars === 1 ? 'star' : 'stars'}`;
            })
            .join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
