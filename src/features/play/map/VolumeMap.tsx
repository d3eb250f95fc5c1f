import { useState } from 'react';
import { ASSESSMENT_SEGMENT } from '@/content/find';
import type { PlayPlace } from '@/content/next-step';
import type { MapPlace } from './map-places';
import { TopicCard } from './TopicCard';
import styles from './VolumeMap.module.css';

interface VolumeMapProps {
  places: readonly MapPlace[];
  /** /class/{grade}/{volume} as written in the URL. */
  basePath: string;
  /** Accessible name of the list ('English topics'). */
  label: string;
  onPlay(place: PlayPlace): void;
}

/**
 * A subject's topics as a map a child reads without reading: a big picture each (none repeated
 * in the volume), its best stars, the next one to play marked, and the check at the end; first,
 * the topic to practise.
 */
export function VolumeMap({ places, basePath, label, onPlay }: VolumeMapProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ul className={styles.map} aria-label={label}>
      {places.map((place) => {
        const path = `${place.subject}/${place.segment}`;
        const key = place.practise ? `practise/${path}` : path;
        return (
          <li key={key}>
            <TopicCard
              title={place.title}
              to={`${basePath}/${path}`}
              picture={place.picture}
              stars={place.stars}
              state={place.state}
              selected={selected === key}
              onSelect={() => setSelected(key)}
              onPlay={() => onPlay(place)}
              {...(place.practise
                ? { tone: 'practise' as const }
                : place.segment === ASSESSMENT_SEGMENT
                  ? { tone: 'sun' as const }
                  : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}
