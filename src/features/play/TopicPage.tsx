import { lazy, Suspense, useMemo } from 'react';
import { useParams } from '@/lib/router';
import type { NextStep } from '@/activities/player';
import type { ContentPack } from '@/domain/types';
import { ASSESSMENT_SEGMENT, findTopic } from '@/content/find';
import { gardenOf } from '@/content/garden';
import { nextPlace } from '@/content/next-step';
import { topicPictureKey, topicPictures } from '@/content/topic-pictures';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { Loading } from '@/ui/Spinner';
import { ActivityPlaceholder, InvalidParams } from './ActivityPlaceholder';
import { PackFailed } from './PackFailed';
import { TopicPlayer } from './TopicPlayer';
import { donePlaces, mapPlaces } from './map/map-places';
import { SpaceMap } from './map/SpaceMap';
import { usePlayPlace } from './map/usePlayPlace';
import { useTopicBests } from './useTopicBests';
import { parseActivityRoute, volumePath } from './route-params';
import { usePack } from './usePack';
import { GrownUpsOnly } from '@/widgets/parental-gate/GrownUpsOnly';

export { prepareTopic as prepare } from './prepare-topic';

// Neither is on the way to a child's first tap: a topic's worksheet shows only once a grown-up
// has answered the question, and only the assessment's own page plays the assessment.
const TopicWorksheet = lazy(() =>
  import('./worksheets/TopicWorksheet').then((module) => ({ default: module.TopicWorksheet })),
);
const AssessmentPlayer = lazy(() =>
  import('./AssessmentPlayer').then((module) => ({ default: module.AssessmentPlayer })),
);
// Only a volume that cannot be played here shows what it teaches, from the whole curriculum.
const LockedTopic = lazy(() => import('./LockedTopic'));

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
  const pictures = useMemo(() => topicPictures(pack), [pack]);
  const bests = useTopicBests(grade, volume);
  const playPlace = usePlayPlace(base);

  const done = donePlaces(pack, bests);
  done.add(`${subject}/${topicId}`);
  const after = nextPlace(pack, subject, topicId, done);
  const next: NextStep | null = after
    ? {
        title: after.title,
        picture: pictures.get(topicPictureKey(after.subject, after.segment)) ?? 'star',
        start: () => playPlace(after),
      }
    : null;
  const stars = new Map([...bests].map(([id, best]) => [id, best.stars]));
  const map = (backToRound: () => void) => (
    <SpaceMap
      title={`Volume ${volume.slice(1)}: ${pack.title}`}
      places={mapPlaces(pack, bests, pictures)}
      plants={gardenOf(pack, stars)}
      basePath={base}
      onPlay={(place) =>
        place.subject === subject && place.segment === topicId ? backToRound() : playPlace(place)
      }
    />
  );

  if (topicId === ASSESSMENT_SEGMENT) {
    return (
      <Suspense fallback={<Loading label="Loading..." fill />}>
        <AssessmentPlayer
          pack={pack}
          grade={grade}
          volume={volume}
          subject={subject}
          volumeHref={base}
          next={next}
          map={map}
        />
      </Suspense>
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
      volumeHref={base}
      next={next}
      map={map}
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
        <Suspense fallback={<Loading label="Loading..." fill />}>
          <LockedTopic
            grade={grade}
            volume={volume}
            gradeSegment={gradeSegment}
            subject={subject}
            reason={pack.reason}
          />
        </Suspense>
      );
    case 'ready':
      return (
        <>
          <PackActivity {...props} pack={pack.pack} />
          <GrownUpsOnly
            reason="Worksheets are for grown-ups."
            headingLevel={3}
            opener="For grown-ups: printable worksheet"
          >
            <Suspense fallback={<Loading label="Loading the worksheet..." />}>
              <TopicWorksheet pack={pack.pack} subject={subject} topicId={props.topicId} />
            </Suspense>
          </GrownUpsOnly>
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
