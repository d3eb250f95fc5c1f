import type { SkillScore } from '@/domain/progress';
import type { ProgressRow } from './records';

export interface TopicBest {
  stars: number;
  bestScore: number;
  timesPlayed: number;
  /** ISO 8601 of the latest finish. */
  lastPlayed: string;
  /** The newest round's first-try score, and an assessment's per-skill results. */
  latest: { score: number; maxScore: number; skills?: SkillScore[] };
}

/** Best stars and score, plays and last play per topic (or assessment), from its rounds. */
export function bestsOfRows(rows: readonly ProgressRow[]): Map<string, TopicBest> {
  const best = new Map<string, TopicBest>();
  for (const row of rows) {
    const seen = best.get(row.topic);
    const latest = {
      score: row.score,
      maxScore: row.maxScore,
      ...(row.skills ? { skills: row.skills } : {}),
    };
    best.set(
      row.topic,
      seen
        ? {
            stars: Math.max(seen.stars, row.stars),
            bestScore: Math.max(seen.bestScore, row.score),
            timesPlayed: seen.timesPlayed + 1,
            lastPlayed: seen.lastPlayed > row.finishedAt ? seen.lastPlayed : row.finishedAt,
            latest: seen.lastPlayed > row.finishedAt ? seen.latest : latest,
          }
        : {
            stars: row.stars,
            bestScore: row.score,
            timesPlayed: 1,
            lastPlayed: row.finishedAt,
            latest,
          },
    );
  }
  return best;
}
