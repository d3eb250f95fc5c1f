import { useId } from 'react';
import type { WeekActivity } from '@/content/progress';
import { fromDateKey, longDate, shortDate } from './format';
import styles from './parents.module.css';

const WIDTH = 400;
const HEIGHT = 190;
const PLOT = { left: 30, right: 8, top: 22, bottom: 30 };

/** A round number at or above `value` for the top of the scale: 1, 2, 5, 10, 20, 50... */
function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

function describe(weeks: readonly WeekActivity[]): string {
  const total = weeks.reduce((sum, week) => sum + week.activities, 0);
  if (total === 0) return `No activities finished in the last ${weeks.length} weeks.`;
  const busiest = weeks.reduce((best, week) => (week.activities > best.activities ? week : best));
  const thisWeek = weeks.at(-1)?.activities ?? 0;
  return (
    `${total} ${total === 1 ? 'activity' : 'activities'} in the last ${weeks.length} weeks. ` +
    `Busiest: the week of ${longDate(fromDateKey(busiest.start))}, with ${busiest.activities}. ` +
    `This week so far: ${thisWeek}.`
  );
}

/**
 * Activities finished per week as a bar chart (a plain SVG), with the same numbers as a table
 * for screen readers and anyone who prefers one.
 */
export function ActivityChart({ weeks }: { weeks: readonly WeekActivity[] }) {
  const id = useId();
  const top = niceCeiling(Math.max(0, ...weeks.map((week) => week.activities)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.min(32, slot * 0.62);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  // Whole numbers only: a half activity means nothing.
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  const summary = describe(weeks);

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Activities finished per week</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? styles.axis : styles.gridLine}
            />
            <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.tick}>
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const centre = PLOT.left + slot * index + slot / 2;
          const barTop = y(week.activities);
          return (
            <g key={week.start}>
              {week.activities > 0 ? (
                <rect
                  x={centre - barWidth / 2}
                  y={barTop}
                  width={barWidth}
                  height={PLOT.top + plotHeight - barTop}
                  rx={4}
                  className={index === weeks.length - 1 ? styles.barNow : styles.bar}
                />
              ) : null}
              {week.activities > 0 ? (
                <text x={centre} y={barTop - 5} textAnchor="middle" className={styles.barValue}>
                  {week.activities}
                </text>
              ) : null}
              <text x={centre} y={HEIGHT - 10} textAnchor="middle" className={styles.tick}>
                {shortDate(fromDateKey(week.start))}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.chartCaption}>
        Weeks start on Monday; the last bar is this week.
      </figcaption>
      <details className={styles.chartTable}>
        <summary>Show the weeks as a table</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Activity per week</caption>
            <thead>
              <tr>
                <th scope="col">Week starting</th>
                <th scope="col">Activities</th>
                <th scope="col">Minutes</th>
                <th scope="col">Stars</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.start}>
                  <th scope="row">{longDate(fromDateKey(week.start))}</th>
                  <td>{week.activities}</td>
                  <td>{week.minutes}</td>
                  <td>{week.stars}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
