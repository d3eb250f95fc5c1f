import { GRADE_SLUGS } from '@/domain/grades';
import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { SubscriptionOffer } from '@/widgets/subscription-offer/SubscriptionOffer';
import { GradeCard, GradeGrid } from './GradeCard';
import styles from './CurriculumPage.module.css';

const SUBJECTS = [
  {
    title: 'English',
    text: 'Letters and their sounds, beginning letters, sight words, matching and odd one out, then blends, short vowels and digraphs: from first sounds to reading simple words.',
  },
  {
    title: 'Maths',
    text: 'Counting, number grids, missing numbers, shapes, colours and addition, with pictures children can count and touch.',
  },
] as const;

/** SPEC section 2: the general curriculum page with a selector of three cards. */
export default function CurriculumPage() {
  useDocumentTitle('Curriculum');
  return (
    <>
      <PageHeading
        eyebrow="English and Maths"
        title="Our Curriculum"
        lead="Every grade has four volumes. Each volume mixes English and Maths topics and ends with a short assessment, so you can see how your child is growing."
      />
      <GradeGrid label="Grades">
        {GRADE_SLUGS.map((slug) => (
          <li key={slug}>
            <GradeCard grade={slug} to={`/class/${slug}/curriculum`} action="See the curriculum" />
          </li>
        ))}
      </GradeGrid>
      <section className={styles.subjects} aria-labelledby="subjects-title">
        <h2 id="subjects-title">Two Subjects, Step by Step</h2>
        <div className={styles.subjectGrid}>
          {SUBJECTS.map((subject) => (
            <Card as="article" key={subject.title}>
              <h3>{subject.title}</h3>
              <p className={styles.subjectText}>{subject.text}</p>
            </Card>
          ))}
        </div>
      </section>
      <SubscriptionOffer headingLevel={2} />
    </>
  );
}
