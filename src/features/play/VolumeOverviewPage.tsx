import { useMemo } from 'react';
import { Link, useParams } from '@/lib/router';
import { VOLUME_OUTLINES, isFreeVolume } from '@/content/curriculum';
import { gardenOf } from '@/content/garden';
import { topicPictures } from '@/content/topic-pictures';
import type { ContentPack } from '@/domain/types';
import {
  SUBJECT_SLUGS,
  SUBJECT_TITLES,
  parseGrade,
  parseVolume,
  type GradeSlug,
  type VolumeSlug,
} from '@/domain/grades';
import { DownloadVolume } from '@/widgets/downloads/DownloadVolume';
import { GrownUpsOnly } from '@/widgets/parental-gate/GrownUpsOnly';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { LastCheck } from './LastCheck';
import { PackFailed } from './PackFailed';
import { Garden } from './map/Garden';
import { mapPlaces } from './map/map-places';
import { usePlayPlace } from './map/usePlayPlace';
import { VolumeMap } from './map/VolumeMap';
import { VolumeGate } from './VolumeGate';
import { volumePath } from './route-params';
import { usePack } from './usePack';
import { useLastChecks } from './useLastChecks';
import { useTopicBests } from './useTopicBests';
import styles from './play.module.css';

/** The pictures of a pack's topics, worked out once per pack. */
function usePictures(pack: ContentPack | null) {
  return useMemo(() => (pack ? topicPictures(pack) : new Map<string, string>()), [pack]);
}

function VolumeOverview({
  grade,
  volume,
  gradeSegment,
}: {
  grade: GradeSlug;
  volume: VolumeSlug;
  gradeSegment: string;
}) {
  const number = volume.slice(1);
  const outline = VOLUME_OUTLINES[grade][volume];
  useDocumentTitle(`Volume ${number}: ${outline.title}`);
  const pack = usePack(grade, volume);
  const bests = useTopicBests(grade, volume);
  const lastChecks = useLastChecks(grade, volume);
  const basePath = volumePath(gradeSegment, volume);
  const playPlace = usePlayPlace(basePath);
  const ready = pack.status === 'ready' ? pack.pack : null;
  const pictures = usePictures(ready);
  const places = ready ? mapPlaces(ready, bests, pictures) : null;
  const stars = new Map([...bests].map(([id, best]) => [id, best.stars]));

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h2 className={styles.pageTitle}>
          Volume {number}: {outline.title}
        </h2>
        {pack.status === 'ready' ? <p className={styles.lead}>{outline.summary}</p> : null}
      </header>
      {pack.status === 'ready' && !isFreeVolume(volume) ? (
        <GrownUpsOnly
          reason="Downloads are for grown-ups."
          headingLevel={3}
          opener="For grown-ups: keep this volume on the device"
        >
          <DownloadVolume grade={grade} volume={volume} />
        </GrownUpsOnly>
      ) : null}
      {ready ? <Garden plants={gardenOf(ready, stars)} /> : null}
      {pack.status === 'loading' ? <Loading label="Loading content..." fill /> : null}
      {pack.status === 'failed' ? <PackFailed /> : null}
      {pack.status === 'unavailable' ? (
        <VolumeGate
          grade={grade}
          volume={volume}
          gradeSegment={gradeSegment}
          reason={pack.reason}
        />
      ) : null}
      {pack.status === 'ready'
        ? SUBJECT_SLUGS.map((subject) => {
            const headingId = `subject-${subject}`;
            const lastCheck = lastChecks.get(subject);
            return (
              <section key={subject} aria-labelledby={headingId} className={styles.subject}>
                <h3 id={headingId} className={styles.subjectTitle}>
                  <Link to={`${basePath}/${subject}`}>{SUBJECT_TITLES[subject]}</Link>
                </h3>
                {places ? (
                  <VolumeMap
                    places={places[subject]}
                    basePath={basePath}
                    label={`${SUBJECT_TITLES[subject]} topics`}
                    onPlay={playPlace}
                  />
                ) : null}
                {lastCheck ? (
                  <LastCheck pack={pack.pack} subject={subject} row={lastCheck} />
                ) : null}
              </section>
            );
          })
        : null}
    </div>
  );
}

/**
 * /class/:grade/:volume (index): the garden, then both subjects' topics as a map with stars and
 * the next one marked, and the assessments.
 */
export default function VolumeOverviewPage() {
  const { grade: gradeSegment, volume: volumeSegment } = useParams();
  const grade = parseGrade(gradeSegment);
  const volume = parseVolume(volumeSegment);
  // The grade layout shows the error for an unknown grade or volume.
  if (!grade || !volume || !gradeSegment) return null;
  return <VolumeOverview grade={grade} volume={volume} gradeSegment={gradeSegment} />;
}
