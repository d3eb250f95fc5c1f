import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { SECURE_MIN_ASKED, SECURE_SHARE } from '@/content/skill-level';
import type { SkillReport } from '@/content/skill-report';
import { StarRow } from '@/ui/StarRow';
import { SKILL_LEVEL_LABELS, SkillLevelBadge } from './SkillLevelBadge';
import styles from './ReportCard.module.css';

type HeadingLevel = 2 | 3 | 4;

export interface ReportCardProps {
  /** The assessment's title, e.g. 'English Assessment'. */
  title: string;
  report: SkillReport;
  /** Stars of the round, 0 to 3. */
  stars: number;
  /** Text alternative of the stars; defaults to 'N of 3 stars'. */
  starsLabel?: string;
  /** Questions right on the first try, and asked. */
  score: number;
  maxScore: number;
  /** When the check was finished (ISO 8601), shown as a date. */
  finishedAt?: string;
  /** The card's heading level; its parts use the next one. Defaults to 2. */
  headingLevel?: HeadingLevel;
  /** Moves the focus to the heading when the card appears (at the end of a round). */
  focusOnShow?: boolean;
  /** Buttons or links under the card (Play again, Back to the volume). */
  actions?: ReactNode;
}

const STAR_CLASSES = { row: styles.stars, on: styles.starOn, off: styles.starOff };

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * The report card of an end-of-volume assessment, for the parent: the child's stars, every skill
 * with its level (a word and an icon, on the level's colour) and the topics to practise next.
 * Plain props, so the play pages and Parents Corner show the same card.
 */
export function ReportCard({
  title,
  report,
  stars,
  starsLabel,
  score,
  maxScore,
  finishedAt,
  headingLevel = 2,
  focusOnShow = false,
  actions,
}: ReportCardProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  const Heading = `h${headingLevel}` as const;
  const Part = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const checkedOn = finishedAt ? formatDate(finishedAt) : null;
  const { skills, practiseNext, secureCount } = report;
  const allSecure = skills.length > 0 && secureCount === skills.length;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <Heading
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={focusOnShow ? -1 : undefined}
          className={styles.title}
        >
          {title} report card
        </Heading>
        <p className={styles.intro}>
          For grown-ups: how your child did on each skill of this volume
          {checkedOn ? `, checked on ${checkedOn}` : ''}.
        </p>
      </header>

      <div className={styles.summary}>
        <StarRow
          filled={stars}
          label={starsLabel ?? `${stars} of 3 stars`}
          classes={STAR_CLASSES}
        />
        <p className={styles.summaryText}>
          {score} of {maxScore} right on the first try.{' '}
          {skills.length > 0 ? (
            <strong>
              {secureCount} of {skills.length} {skills.length === 1 ? 'skill' : 'skills'} secure.
            </strong>
          ) : null}
        </p>
      </div>

      <section className={styles.part} aria-labelledby={`${id}-skills`}>
        <Part id={`${id}-skills`} className={styles.partTitle}>
          Skills
        </Part>
        {skills.length > 0 ? (
          <ul className={styles.skills}>
            {skills.map((entry) => (
              <li key={entry.skill} className={[styles.skill, styles[entry.level]].join(' ')}>
                <span className={styles.skillTitle}>{entry.title}</span>
                <span className={styles.skillResult}>
                  <SkillLevelBadge level={entry.level} />
                  <span className={styles.skillScore}>
                    {entry.score} of {entry.maxScore} right first time
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>No skills were checked in this round.</p>
        )}
        <p className={styles.key}>
          <strong>{SKILL_LEVEL_LABELS.secure}:</strong> {SECURE_SHARE.right} in {SECURE_SHARE.of} or
          more right on the first try, over {SECURE_MIN_ASKED} questions or more.{' '}
          <strong>{SKILL_LEVEL_LABELS.practising}:</strong> half or more right, or a single slip.{' '}
          <strong>{SKILL_LEVEL_LABELS['not-yet']}:</strong> fewer than half right.
        </p>
      </section>

      <section className={styles.part} aria-labelledby={`${id}-next`}>
        <Part id={`${id}-next`} className={styles.partTitle}>
          What to practise next
        </Part>
        {practiseNext.length > 0 ? (
          <ul className={styles.practise}>
            {practiseNext.map((topic) => (
              <li key={topic.topicId} className={styles.practiseItem}>
                <Link to={topic.path} className={styles.practiseLink}>
                  {topic.title}
                </Link>
                <span className={styles.practiseWhy}>
                  {SKILL_LEVEL_LABELS[topic.level]}: {topic.skillTitle}
                </span>
              </li>
            ))}
          </ul>
        ) : allSecure ? (
          <p>Every skill is secure. Play any topic again for fun, or move on to the next volume.</p>
        ) : (
          <p>Play this volume&apos;s topics again to practise the skills above.</p>
        )}
      </section>

      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
