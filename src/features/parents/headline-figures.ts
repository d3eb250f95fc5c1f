import type { ProgressCounts } from '@/domain/progress-counts';
import { minutesText } from './format';

export interface HeadlineFigure {
  /** e.g. '12' */
  value: string;
  /** e.g. 'activities finished' */
  label: string;
}

/** The numbers at the top of Parents Corner and of the progress report, in words. */
export function headlineFigures(counts: ProgressCounts): HeadlineFigure[] {
  const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);
  return [
    {
      value: String(counts.activities),
      label: plural(counts.activities, 'activity finished', 'activities finished'),
    },
    {
      value: String(counts.topicsPlayed),
      label: plural(counts.topicsPlayed, 'topic played', 'topics played'),
    },
    {
      value: String(counts.stars),
      label: plural(counts.stars, 'star, best of each topic', 'stars, best of each topic'),
    },
    { value: minutesText(counts.minutes), label: 'time playing' },
  ];
}
