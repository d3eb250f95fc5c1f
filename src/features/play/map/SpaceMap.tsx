import { SUBJECT_SLUGS, SUBJECT_TITLES } from '@/domain/grades';
import type { Plant } from '@/content/garden';
import type { PlayPlace } from '@/content/next-step';
import { Garden } from './Garden';
import { PlayerSwitch } from './PlayerSwitch';
import type { MapPlace } from './map-places';
import styles from './SpaceMap.module.css';
import { VolumeMap } from './VolumeMap';

interface SpaceMapProps {
  title: string;
  places: Record<'english' | 'maths', MapPlace[]>;
  plants: readonly Plant[];
  basePath: string;
  onPlay(place: PlayPlace): void;
}

/** The volume's map inside the child space: the garden, then every topic of both subjects. */
export function SpaceMap({ title, places, plants, basePath, onPlay }: SpaceMapProps) {
  return (
    <section className={styles.spaceMap} aria-label={title}>
      <PlayerSwitch />
      <Garden plants={plants} />
      {SUBJECT_SLUGS.map((subject) => (
        <div key={subject}>
          <h2 className={styles.subject}>{SUBJECT_TITLES[subject]}</h2>
          <VolumeMap
            places={places[subject]}
            basePath={basePath}
            label={`${SUBJECT_TITLES[subject]} topics`}
            onPlay={onPlay}
          />
        </div>
      ))}
    </section>
  );
}
