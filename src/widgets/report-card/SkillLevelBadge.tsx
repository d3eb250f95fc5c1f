import type { SkillLevel } from '@/content/skill-level';
import styles from './ReportCard.module.css';

/** How each level reads on the card; the words carry the meaning, never the colour alone. */
export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  secure: 'Secure',
  practising: 'Practising',
  'not-yet': 'Not yet',
};

/** A full circle with a tick, a half-filled circle, and the dashed outline of one to come. */
function LevelIcon({ level }: { level: SkillLevel }) {
  return (
    <svg className={styles.levelIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {level === 'secure' ? (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path
            d="M7 12.5l3.2 3.2L17 9"
            fill="none"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : level === 'practising' ? (
        <>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M12 3a9 9 0 0 0 0 18z" fill="currentColor" />
        </>
      ) : (
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeDasharray="3.5 3"
        />
      )}
    </svg>
  );
}

/** The level of a skill as an icon and a word, on the level's colour. */
export function SkillLevelBadge({ level }: { level: SkillLevel }) {
  return (
    <span className={[styles.badge, styles[level]].join(' ')} data-level={level}>
      <LevelIcon level={level} />
      {SKILL_LEVEL_LABELS[level]}
    </span>
  );
}
