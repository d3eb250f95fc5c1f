import { createElement, type ReactNode } from 'react';
import { Link, useParams } from '@/lib/router';
import type { TopicSpec } from '@/domain/types';
import { VOLUME_OUTLINES, isFreeVolume } from '@/content/curriculum';
import {
  GRADES,
  SUBJECT_SLUGS,
  SUBJECT_TITLES,
  VOLUME_SLUGS,
  parseGrade,
  type GradeSlug,
  type SubjectSlug,
} from '@/domain/grades';
import { Card } from '@/ui/Card';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { SubscriptionOffer } from '@/widgets/subscription-offer/SubscriptionOffer';
import { GradeNotFound } from './GradeNotFound';
import { useFreePack, type FreePackState } from './useFreePack';
import styles from './GradeCurriculumPage.module.css';

type HeadingLevel = 1 | 2;

/** A heading whose level follows where the page is shown (its own page or inside the layout). */
function Heading({
  level,
  className,
  id,
  children,
}: {
  level: number;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return createElement(`h${Math.min(Math.max(level, 1), 6)}`, { className, id }, children);
}

function FreeTopics({
  state,
  subject,
  gradeSegment,
}: {
  state: FreePackState;
  subject: SubjectSlug;
  gradeSegment: string;
}) {
  if (state.status === 'loading') return <Loading label="Loading content..." fill />;
  if (state.status === 'failed') {
    return <p className={styles.muted}>The topics could not be loaded. Please try again.</p>;
  }
  const topics: TopicSpec[] = state.pack.subjects[subject].topics;
  const assessment = state.pack.subjects[subject].assessment;
  return (
    <ol className={styles.topics}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={`/class/${gradeSegment}/v1/${subject}/${topic.id}`}>{topic.title}</Link>
          <span className={styles.topicText}>{topic.description}</span>
        </li>
      ))}
      <li>
        <Link to={`/class/${gradeSegment}/v1/${subject}/assessment`}>{assessment.title}</Link>
        <span className={styles.topicText}>A short check of everything in this volume.</span>
      </li>
    </ol>
  );
}

function GradeCurriculum({
  grade,
  gradeSegment,
  level,
}: {
  grade: GradeSlug;
  gradeSegment: string;
  level: HeadingLevel;
}) {
  const info = GRADES[grade];
  const title = `${info.heading} Curriculum`;
  useDocumentTitle(title);
  const freePack = useFreePack(grade);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Heading level={level} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>
          Age {info.ageHint}. Four volumes of English and Maths. Each volume ends with a short
          assessment for each subject. Volume 1 is free to play.
        </p>
      </header>
      <ol className={styles.volumes} aria-label="Volumes">
        {VOLUME_SLUGS.map((volume, index) => {
          const outline = VOLUME_OUTLINES[grade][volume];
          const free = isFreeVolume(volume);
          const titleId = `curriculum-${volume}`;
          return (
            <li key={volume}>
              <Card as="article" aria-labelledby={titleId} tone={free ? 'green' : 'plain'}>
                <div className={styles.volumeHead}>
                  <Heading level={level + 1} id={titleId} className={styles.volumeTitle}>
                    Volume {index + 1}: {outline.title}
                  </Heading>
                  <span className={free ? styles.free : styles.paid}>
                    {free ? 'Free' : 'With a subscription'}
                  </span>
                </div>
                <p>{outline.summary}</p>
                <div className={styles.subjects}>
                  {SUBJECT_SLUGS.map((subject) => (
                    <section
                      key={subject}
                      aria-label={`${SUBJECT_TITLES[subject]}, volume ${index + 1}`}
                    >
                      <Heading level={level + 2} className={styles.subjectTitle}>
                        {SUBJECT_TITLES[subject]}
                      </Heading>
                      <Heading level={level + 3} className={styles.listTitle}>
                        Skills
                      </Heading>
                      <ul className={styles.skills}>
                        {outline.skills[subject].map((skill) => (
                          <li key={skill.id}>{skill.title}</li>
                        ))}
                      </ul>
                      {free ? (
                        <>
                          <Heading level={level + 3} className={styles.listTitle}>
                            Topics
                          </Heading>
                          <FreeTopics
                            state={freePack}
                            subject={subject}
                            gradeSegment={gradeSegment}
                          />
                        </>
                      ) : null}
                    </section>
                  ))}
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
      <SubscriptionOffer headingLevel={level === 1 ? 2 : 3} />
    </div>
  );
}

/**
 * The grade curriculum: /class/:grade/curriculum (its own page) and the Curriculum tab inside
 * the grade layout. Every volume's title, summary and skills; the free volume's topics.
 */
export default function GradeCurriculumPage() {
  const { grade: gradeSegment, volume } = useParams();
  const grade = parseGrade(gradeSegment);
  if (!grade || !gradeSegment) return <GradeNotFound grade={gradeSegment} volume="curriculum" />;
  return <GradeCurriculum grade={grade} gradeSegment={gradeSegment} level={volume ? 2 : 1} />;
}
