import type { ReactNode } from 'react';
import { GRADES, type GradeSlug } from '@/domain/grades';
import { LinkCard } from '@/ui/Card';
import { GRADE_LOOKS } from './gradeLooks';
import styles from './GradeCard.module.css';

interface GradeCardProps {
  grade: GradeSlug;
  to: string;
  /** Words at the foot of the card, e.g. 'Start Volume 1'. */
  action: string;
}

/** One big, tappable grade choice. */
export function GradeCard({ grade, to, action }: GradeCardProps) {
  const info = GRADES[grade];
  const look = GRADE_LOOKS[grade];
  return (
    <LinkCard to={to} tone={look.tone} className={styles.card}>
      <span className={styles.badge} aria-hidden="true">
        {look.badge}
      </span>
      <h2 className={styles.title}>{info.cardTitle}</h2>
      <span className={styles.age}>Age {info.ageHint}</span>
      <p className={styles.summary}>{look.summary}</p>
      <span className={styles.cta} aria-hidden="true">
        {action} →
      </span>
    </LinkCard>
  );
}

/** The list that holds the grade cards: one column on phones, three from tablets up. */
export function GradeGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
