import { lazy, Suspense, useMemo } from 'react';
import { useParams } from '@/lib/router';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { topicPictures } from '@/content/topic-pictures';
import { SUBJECT_TITLES, type GradeSlug, type SubjectSlug, type VolumeSlug } from '@/domain/grades';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { ActivityPlaceholder, InvalidParams } from './ActivityPlaceholder';
import { PackFailed } from './PackFailed';
import { mapPlaces } from './map/map-places';
import { usePlayPlace } from './map/usePlayPlace';
import { VolumeMap } from './map/VolumeMap';
import { VolumeGate } from './VolumeGate';
import { parseActivityRoute, volumePath } from './route-params';
import { usePack } from './usePack';
import { useTopicBests } from './useTopicBests';
import { GrownUpsOnly } from '@/widgets/parental-gate/GrownUpsOnly';
import styles from './play.module.css';

// Worksheets are made only for a grown-up who has answered the question: their code (every
// kind's generator and the PDF renderer's door) loads then.
const SubjectWorksheets = lazy(() =>
  import('./worksheets/SubjectWorksheets').then((module) => ({
    default: module.SubjectWorksheets,
  })),
);

function Subject({
  grade,
  volume,
  subject,
  gradeSegment,
}: {
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  gradeSegment: string;
}) {
  const number = volume.slice(1);
  const title = `${SUBJECT_TITLES[subject]}, Volume ${number}: ${VOLUME_OUTLINES[grade][volume].title}`;
  useDocumentTitle(title);
  const pack = usePack(grade, volume);
  const bests = useTopicBests(grade, volume);
  const basePath = volumePath(gradeSegment, volume);
  const skills = VOLUME_OUTLINES[grade][volume].skills[subject];
  const playPlace = usePlayPlace(basePath);
  const ready = pack.status === 'ready' ? pack.pack : null;
  const pictures = useMemo(() => (ready ? topicPictures(ready) : null), [ready]);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h2 className={styles.pageTitle}>{title}</h2>
        {pack.status === 'ready' ? (
          <p className={styles.lead}>
            {skills.length} skills in {pack.pack.subjects[subject].topics.length} topics, then a
            short assessment.
          </p>
        ) : null}
      </header>
      {pack.status === 'loading' ? <Loading label="Loading content..." fill /> : null}
      {pack.status === 'failed' ? <PackFailed /> : null}
      {pack.status === 'unavailable' ? (
        <VolumeGate
          grade={grade}
          volume={volume}
          gradeSegment={gradeSegment}
          subject={subject}
          reason={pack.reason}
        />
      ) : null}
      {ready && pictures ? (
        <VolumeMap
          places={mapPlaces(ready, bests, pictures)[subject]}
          basePath={basePath}
          label={`${SUBJECT_TITLES[subject]} topics`}
          onPlay={playPlace}
        />
      ) : null}
      {ready ? (
        <GrownUpsOnly
          reason="Worksheets are for grown-ups."
          headingLevel={3}
          opener="For grown-ups: printable worksheets"
        >
          <Suspense fallback={<Loading label="Loading the worksheets..." />}>
            <SubjectWorksheets pack={ready} subject={subject} />
          </Suspense>
        </GrownUpsOnly>
      ) : null}
    </div>
  );
}

/** /class/:grade/:volume/:sub: the topics of one subject of a volume. */
export default function SubjectPage() {
  const params = useParams();
  const route = parseActivityRoute(params, { needsTopic: false });
  if (route.status === 'invalid') return <InvalidParams />;
  if (route.status === 'unknown-subject') {
    return <ActivityPlaceholder volumePath={volumePath(route.gradeSegment, route.volume)} />;
  }
  return (
    <Subject
      grade={route.grade}
      volume={route.volume}
      subject={route.subject}
      gradeSegment={route.gradeSegment}
    />
  );
}
