import { Link, useParams } from 'react-router-dom';
import { VOLUME_OUTLINES, isFreeVolume } from '@/content/curriculum';
import {
  SUBJECT_SLUGS,
  SUBJECT_TITLES,
  parseGrade,
  parseVolume,
  type GradeSlug,
  type VolumeSlug,
} from '@/domain/grades';
import { DownloadVolume } from '@/widgets/downloads/DownloadVolume';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { LastCheck } from './LastCheck';
import { PackFailed } from './PackFailed';
import { TopicList } from './TopicList';
import { VolumeGate } from './VolumeGate';
import { volumePath } from './route-params';
import { usePack } from './usePack';
import { useLastChecks } from './useLastChecks';
import { useTopicBests } from './useTopicBests';
import styles from './play.module.css';

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

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h2 className={styles.pageTitle}>
          Volume {number}: {outline.title}
        </h2>
        {pack.status === 'ready' ? <p className={styles.lead}>{outline.summary}</p> : null}
      </header>
      {pack.status === 'ready' && !isFreeVolume(volume) ? (
        <DownloadVolume grade={grade} volume={volume} />
      ) : null}
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
            const { topics, assessment } = pack.pack.subjects[subject];
            const headingId = `subject-${subject}`;
            const lastCheck = lastChecks.get(subject);
            return (
              <section key={subject} aria-labelledby={headingId} className={styles.subject}>
                <h3 id={headingId} className={styles.subjectTitle}>
                  <Link to={`${basePath}/${subject}`}>{SUBJECT_TITLES[subject]}</Link>
                </h3>
                <TopicList
                  basePath={basePath}
                  subject={subject}
                  topics={topics}
                  assessment={assessment}
                  bests={bests}
                  label={`${SUBJECT_TITLES[subject]} topics`}
                />
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

/** /class/:grade/:volume (index): both subjects' topics with stars, and the assessments. */
export default function VolumeOverviewPage() {
  const { grade: gradeSegment, volume: volumeSegment } = useParams();
  const grade = parseGrade(gradeSegment);
  const volume = parseVolume(volumeSegment);
  // The grade layout shows the error for an unknown grade or volume.
  if (!grade || !volume || !gradeSegment) return null;
  return <VolumeOverview grade={grade} volume={volume} gradeSegment={gradeSegment} />;
}
