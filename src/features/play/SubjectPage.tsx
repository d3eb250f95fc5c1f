import { useParams } from 'react-router-dom';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { SUBJECT_TITLES, type GradeSlug, type SubjectSlug, type VolumeSlug } from '@/domain/grades';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { ActivityPlaceholder, InvalidParams } from './ActivityPlaceholder';
import { PackFailed } from './PackFailed';
import { TopicList } from './TopicList';
import { VolumeGate } from './VolumeGate';
import { parseActivityRoute, volumePath } from './route-params';
import { usePack } from './usePack';
import { useTopicBests } from './useTopicBests';
import { SubjectWorksheets } from './worksheets/SubjectWorksheets';
import styles from './play.module.css';

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
      {pack.status === 'ready' ? (
        <TopicList
          basePath={basePath}
          subject={subject}
          topics={pack.pack.subjects[subject].topics}
          assessment={pack.pack.subjects[subject].assessment}
          bests={bests}
          label={`${SUBJECT_TITLES[subject]} topics`}
        />
      ) : null}
      {pack.status === 'ready' ? <SubjectWorksheets pack={pack.pack} subject={subject} /> : null}
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
