import { useAuth } from '@/backend/auth-state';
import { BOTH_PRICES } from '@/domain/offer';
import { GRADES, GRADE_SLUGS } from '@/domain/grades';
import { ButtonLink } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { BenefitIcon } from './BenefitIcon';
import { BENEFITS } from './benefits';
import { HeroIllustration } from './HeroIllustration';
import styles from './HomePage.module.css';

const SUBJECT_TEASERS = [
  {
    title: 'English',
    badge: 'Aa',
    tone: 'sky',
    topics: [
      'Letters and sounds',
      'Sight words',
      'Beginning letters',
      'Blends',
      'Short vowels',
      'Digraphs',
    ],
  },
  {
    title: 'Maths',
    badge: '123',
    tone: 'sun',
    topics: ['Counting', 'Number grid', 'Missing numbers', 'Shapes', 'Colours', 'Addition'],
  },
] as const;

function WhatYouGet() {
  return (
    <section className={`${styles.section} ${styles.benefits}`} aria-labelledby="what-you-get">
      <div className={styles.sectionHeader}>
        <h2 id="what-you-get">What You Get</h2>
        <p>One subscription gives your family a whole year of playful learning.</p>
      </div>
      <ul className={styles.benefitList}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <BenefitIcon name={benefit.icon} className={styles.benefitIcon} />
            <div>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.offer}>
        <ButtonLink to="/subscribe" variant="accent" size="large">
          Subscribe Now
        </ButtonLink>
        <p className={styles.offerText}>A full year of Sprouts: {BOTH_PRICES}</p>
      </div>
    </section>
  );
}

export default function HomePage() {
  useDocumentTitle();
  const { status } = useAuth();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>English and Maths for ages 3 to 6</p>
          <h1 className={styles.title} id="home-title">
            Preschool Through <span className={styles.titleAccent}>Kindergarten</span>
          </h1>
          <p className={styles.lead}>
            Playful activities and printable worksheets for Nursery, Kindergarten 1 and Kindergarten
            2, ready on a tablet at home or on the go.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to="/class" size="large">
              Select Your Grade
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration className={styles.illustration} />
      </section>

      <section className={styles.section} aria-labelledby="curriculum-teaser">
        <div className={styles.sectionHeader}>
          <h2 id="curriculum-teaser">A Curriculum That Grows With Your Child</h2>
          <p>
            Each grade has four volumes of English and Maths, step by step, with an assessment at
            the end of every volume.
          </p>
        </div>
        <ul className={styles.grades} aria-label="Grades">
          {GRADE_SLUGS.map((slug) => (
            <li key={slug} className={styles.grade}>
              {GRADES[slug].name.replace('-', ' ')}{' '}
              <span className={styles.gradeAge}>· age {GRADES[slug].ageHint}</span>
            </li>
          ))}
        </ul>
        <ul className={styles.subjects}>
          {SUBJECT_TEASERS.map((subject) => (
            <Card as="li" tone={subject.tone} key={subject.title}>
              <h3 className={styles.subjectTitle}>
                <span className={styles.subjectBadge} aria-hidden="true">
                  {subject.badge}
                </span>
                {subject.title}
              </h3>
              <ul className={styles.topics}>
                {subject.topics.map((topic) => (
                  <li key={topic} className={styles.topic}>
                    {topic}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
        <ButtonLink to="/curriculum" variant="secondary">
          Explore the Curriculum
        </ButtonLink>
      </section>

      {status === 'signedOut' ? <WhatYouGet /> : null}
    </>
  );
}
