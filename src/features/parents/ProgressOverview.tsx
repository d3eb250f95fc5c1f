import { Link } from '@/lib/router';
import type { ProgressSummary, SubjectProgress } from '@/content/progress';
import { SUBJECT_TITLES } from '@/domain/grades';
import { gradeLabel, volumeLabel } from '@/worksheets/layout/page/labels';
import { longDate, shortDate } from './format';
import { StarRating } from './StarRating';
import styles from './parents.module.css';

function SubjectTable({ subject }: { subject: SubjectProgress }) {
  const title = SUBJECT_TITLES[subject.subject];
  const played =
    subject.topicCount !== null
      ? `${subject.topics.length} of ${subject.topicCount} topics played`
      : `${subject.topics.length} ${subject.topics.length === 1 ? 'topic' : 'topics'} played`;
  const check = subject.assessment;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <span className={styles.captionTitle}>{title}</span>{' '}
          <span className={styles.captionNote}>
            {played}, {subject.stars} {subject.stars === 1 ? 'star' : 'stars'}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Stars</th>
            <th scope="col">Best score</th>
            <th scope="col">Times played</th>
            <th scope="col">Last played</th>
          </tr>
        </thead>
        <tbody>
          {subject.topics.map((topic) => (
            <tr key={topic.topicId}>
              <th scope="row" className={styles.topicCell}>
                <Link to={topic.path}>{topic.title}</Link>
              </th>
              <td>
                <StarRating stars={topic.stars} />
              </td>
              <td>
                {topic.bestScore} of {topic.bestMaxScore}
              </td>
              <td>{topic.timesPlayed}</td>
              <td>
                <time dateTime={topic.lastPlayed} title={longDate(topic.lastPlayed)}>
                  {shortDate(topic.lastPlayed)}
                </time>
              </td>
            </tr>
          ))}
          {check ? (
            <tr className={styles.checkRow}>
              <th scope="row" className={styles.topicCell}>
                <Link to={check.path}>{check.title}</Link>
              </th>
              <td>
                <StarRating stars={check.bestStars} />
              </td>
              <td>
                {check.latest.score} of {check.latest.maxScore}{' '}
                <span className={styles.muted}>(latest)</span>
              </td>
              <td>{check.timesPlayed}</td>
              <td>
                <time dateTime={check.latest.finishedAt} title={longDate(check.latest.finishedAt)}>
                  {shortDate(check.latest.finishedAt)}
                </time>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** Progress by grade, volume, subject and topic. */
export function ProgressOverview({ summary }: { summary: ProgressSummary }) {
  return (
    <div className={styles.grades}>
      {summary.grades.map((grade) => (
        <section
          key={grade.grade}
          aria-labelledby={`progress-${grade.grade}`}
          className={styles.grade}
        >
          <h3 id={`progress-${grade.grade}`} className={styles.gradeTitle}>
            {gradeLabel(grade.grade)}
          </h3>
          {grade.volumes.map((volume) => {
            const id = `progress-${volume.grade}-${volume.volume}`;
            return (
              <section key={volume.volume} aria-labelledby={id} className={styles.volume}>
                <h4 id={id} className={styles.volumeTitle}>
                  {volumeLabel(volume.volume)}: {volume.title}
                </h4>
                <p className={styles.muted}>Last played on {longDate(volume.lastPlayed)}</p>
                {volume.subjects.map((subject) => (
                  <SubjectTable key={subject.subject} subject={subject} />
                ))}
              </section>
            );
          })}
        </section>
      ))}
    </div>
  );
}
