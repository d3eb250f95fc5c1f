import { useParams } from 'react-router-dom';
import type { ContentPack } from '@/domain/types';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { ASSESSMENT_SEGMENT, findTopic } from '@/content/find';
import { SUBJECT_TITLES, type GradeSlug, type SubjectSlug, type VolumeSlug } from '@/domain/grades';
import { Loading } from '@/ui/Spinner';
import { ActivityPlaceholder, InvalidParams } from './ActivityPlaceholder';
import { AssessmentPlayer } from './AssessmentPlayer';
import { PackFailed } from './PackFailed';
import { TopicPlayer } from './TopicPlayer';
import { VolumeGate } from './VolumeGate';
import { parseActivityRoute, volumePath } from './route-params';
import { usePack } from './usePack';
import { TopicWorksheet } from './worksheets/TopicWorksheet';
import styles from './play.module.css';

interface ActivityProps {
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  topicId: string;
  gradeSegment: string;
}

function PackActivity({
  pack,
  grade,
  volume,
  subject,
  topicId,
  gradeSegment,
}: ActivityProps & { pack: ContentPack }) {
  const base = volumePath(gradeSegment, volume);
  const backTo = `${base}/${subject}`;
  if (topicId === ASSESSMENT_SEGMENT) {
    return (
      <AssessmentPlayer
        pack={pack}
        grade={grade}
        volume={volume}
        subject={subject}
        volumeHref={base}
      />
    );
  }
  const topic = findTopic(pack, subject, topicId);
  if (!topic) return <ActivityPlaceholder volumePath={base} />;
  return (
    <TopicPlayer
      key={topic.id}
      grade={grade}
      volume={volume}
      subject={subject}
      topic={topic}
      resultKind={topic.kind}
      backTo={backTo}
    />
  );
}

function Activity(props: ActivityProps) {
  const { grade, volume, subject, gradeSegment } = props;
  const pack = usePack(grade, volume);
  switch (pack.status) {
    case 'loading':
      return <Loading label="Loading content..." fill />;
    case 'failed':
      return <PackFailed />;
    case 'unavailable':
      return (
        <div className={styles.page}>
          <h2 className={styles.pageTitle}>
            {SUBJECT_TITLES[subject]}, Volume {volume.slice(1)}:{' '}
            {VOLUME_OUTLINES[grade][volume].title}
          </h2>
          <VolumeGate
            grade={grade}
            volume={volume}
            gradeSegment={gradeSegment}
            subject={subject}
            reason={pack.reason}
          />
        </div>
      );
    case 'ready':
      return (
        <>
          <PackActivity {...props} pack={pack.pack} />
          <TopicWorksheet pack={pack.pack} subject={subject} topicId={props.topicId} />
        </>
      );
  }
}

/** /class/:grade/:volume/:sub/:topic: one activity, or the subject's assessment. */
export default function TopicPage() {
  const params = useParams();
  const route = parseActivityRoute(params, { needsTopic: true });
  if (route.status === 'invalid') return <InvalidParams />;
  if (route.status === 'unknown-subject') {
    return <ActivityPlaceholder volumePath={volumePath(route.gradeSegment, route.volume)} />;
  }
  return (
    <Activity
      grade={route.grade}
      volume={route.volume}
      subject={route.subject}
      topicId={route.topic}
      gradeSegment={route.gradeSegment}
    />
  );
}
