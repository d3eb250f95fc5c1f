import { pictureUrl } from '@/activities/views/pictures';
import { gardenSummary, type Plant } from '@/content/garden';
import { speak } from '@/ui/child/speech';
import styles from './Garden.module.css';

/**
 * The child's garden for a volume: a plot per topic, a seedling for the first star, a young plant
 * for two, a flower of its own for three, and a tree for each check. Touching it says what grows.
 */
export function Garden({ plants }: { plants: readonly Plant[] }) {
  const summary = gardenSummary(plants);
  const blooms = plants.filter((plant) => plant.stage === 'bloom').length;
  const butterfly = pictureUrl('butterfly');
  return (
    <button
      type="button"
      className={styles.garden}
      aria-label={`My garden. ${summary}`}
      data-garden=""
      onClick={() => speak(summary)}
    >
      {blooms >= 3 && butterfly ? (
        <img className={styles.butterfly} src={butterfly} alt="" draggable={false} />
      ) : null}
      <span className={styles.bed} aria-hidden="true">
        {plants.map((plant) => {
          const url = plant.picture ? pictureUrl(plant.picture) : null;
          return (
            <span
              key={plant.topicId}
              className={[styles.plot, styles[plant.stage], plant.tree ? styles.tree : '']
                .filter(Boolean)
                .join(' ')}
              data-plant={plant.stage}
            >
              {url ? <img src={url} alt="" draggable={false} /> : null}
            </span>
          );
        })}
      </span>
    </button>
  );
}
