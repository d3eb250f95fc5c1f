/** Stars for a round: 3 at 90 % or more right on the first try, 2 at 60 % or more, else 1. */
export function starsFor(score: number, maxScore: number): 1 | 2 | 3 {
  if (maxScore <= 0) return 1;
  const ratio = score / maxScore;
  if (ratio >= 0.9) return 3;
  if (ratio >= 0.6) return 2;
  return 1;
}
