import type { ProgressSummary } from '@/content/progress';
import { ReportCard } from '@/widgets/report-card/ReportCard';
import { gradeLabel, volumeLabel } from '@/worksheets/layout/page/labels';
import styles from './parents.module.css';

/**
 * The report card of each subject's latest end-of-volume check, the same card the child's
 * assessment ends on, with 'What to practise next' linking to the topics.
 */
export function SkillReports({
  summary,
  childName,
}: {
  summary: ProgressSummary;
  childName: string;
}) {
  const volumes = summary.grades.flatMap((grade) =>
    grade.volumes
      .map((volume) => ({
        volume,
        checks: volume.subjects.flatMap((subject) =>
          subject.assessment?.report ? [{ subject, check: subject.assessment }] : [],
        ),
      }))
      .filter((entry) => entry.checks.length > 0),
  );

  if (volumes.length === 0) {
    return (
      <p className={styles.empty}>
        Each volume ends with a short assessment in English and in Maths. When {childName} finishes
        one, its report card appears here: every skill as secure, practising or not yet, and the
        topics to practise next.
      </p>
    );
  }

  return (
    <div className={styles.reports}>
      {volumes.map(({ volume, checks }) => {
        const id = `skills-${volume.grade}-${volume.volume}`;
        return (
          <section key={id} aria-labelledby={id} className={styles.reportGroup}>
            <h3 id={id} className={styles.volumeTitle}>
              {gradeLabel(volume.grade)}, {volumeLabel(volume.volume)}: {volume.title}
            </h3>
            {checks.map(({ subject, check }) =>
              check.report ? (
                <ReportCard
                  key={subject.subject}
                  title={check.title}
                  report={check.report.card}
                  stars={check.report.result.stars}
                  score={check.report.result.score}
                  maxScore={check.report.result.maxScore}
                  finishedAt={check.report.result.finishedAt}
                  headingLevel={4}
                />
              ) : null,
            )}
          </section>
        );
      })}
    </div>
  );
}
