import type { ContentPack } from '@/domain/types';
import { buildSkillReport } from '@/content/skill-report';
import type { ProgressRow } from '@/db';
import type { SubjectSlug } from '@/domain/grades';
import { ReportCard } from '@/widgets/report-card';
import styles from './LastCheck.module.css';

interface LastCheckProps {
  pack: ContentPack;
  subject: SubjectSlug;
  /** The subject's latest assessment with per-skill results. */
  row: ProgressRow;
}

/** 'Last check: 3 of 5 skills secure', opening onto that check's report card. */
export function LastCheck({ pack, subject, row }: LastCheckProps) {
  const report = buildSkillReport(pack, subject, row.skills ?? []);
  const total = report.skills.length;
  return (
    <details className={styles.lastCheck}>
      <summary className={styles.summary}>
        Last check: {report.secureCount} of {total} {total === 1 ? 'skill' : 'skills'} secure — see
        report
      </summary>
      <div className={styles.report}>
        <ReportCard
          title={pack.subjects[subject].assessment.title}
          report={report}
          stars={row.stars}
          score={row.score}
          maxScore={row.maxScore}
          finishedAt={row.finishedAt}
          headingLevel={4}
        />
      </div>
    </details>
  );
}
