import type { ContentPack, Item } from '@/domain/types';
import type { ReactNode } from 'react';
import type { FinishScreen, NextStep } from '@/activities/player';
import { assessmentItemTopic } from '@/content/assessment-item-id';
import { buildAssessmentRound } from '@/content/assessment-round';
import { findTopic } from '@/content/find';
import { topicKeyOf } from '@/db/records';
import type { CardPlace } from '@/activities/core/review-cards';
import { buildSkillReport } from '@/content/skill-report';
import { assessmentSkillScores } from '@/content/skill-scores';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { ReportCard } from '@/widgets/report-card';
import { ASSESSMENT_KIND, assessmentAsTopic } from './assessment-topic';
import { TopicPlayer } from './TopicPlayer';

interface AssessmentPlayerProps {
  pack: ContentPack;
  grade: GradeSlug;
  volume: VolumeSlug;
  subject: SubjectSlug;
  /** /class/{grade}/{volume} as written in the URL. */
  volumeHref: string;
  next: NextStep | null;
  map: (backToRound: () => void) => ReactNode;
}

/**
 * A subject's end-of-volume assessment: one mixed round, stored with its per-skill results, and
 * ending on the report card for the parent instead of the stars screen.
 */
export function AssessmentPlayer({
  pack,
  grade,
  volume,
  subject,
  volumeHref,
  next,
  map,
}: AssessmentPlayerProps) {
  const assessment = pack.subjects[subject].assessment;

  const reportCard = ({ summary, results, playAgain, nextStep }: FinishScreen) => (
    <ReportCard
      title={assessment.title}
      report={buildSkillReport(pack, subject, assessmentSkillScores(pack, subject, results))}
      stars={summary.stars}
      starsLabel={`You earned ${summary.stars} of 3 stars`}
      score={summary.score}
      maxScore={summary.maxScore}
      focusOnShow
      actions={
        <>
          {playAgain}
          {nextStep}
        </>
      }
    />
  );

  // A missed item comes back on later days in the topic it was drawn from, with its own id.
  const cardPlace = (item: Item): CardPlace | null => {
    const topicId = assessmentItemTopic(item.id);
    const topic = topicId === null ? undefined : findTopic(pack, subject, topicId);
    if (!topic) return null;
    return {
      topicKey: topicKeyOf(grade, volume, subject, topic.id),
      skill: topic.skill,
      item: { ...item, id: item.id.slice(topic.id.length + 1) },
    };
  };

  return (
    <TopicPlayer
      key={`${grade}/${volume}/${subject}/${assessment.id}`}
      grade={grade}
      volume={volume}
      subject={subject}
      topic={assessmentAsTopic(pack, subject, assessment)}
      resultKind={ASSESSMENT_KIND}
      volumeHref={volumeHref}
      next={next}
      map={map}
      makeItems={(seed) => buildAssessmentRound(pack, subject, seed)}
      skillScores={(answers) => assessmentSkillScores(pack, subject, answers)}
      renderFinish={reportCard}
      cardPlace={cardPlace}
    />
  );
}
