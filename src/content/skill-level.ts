/**
 * How sure we are of a skill after an end-of-volume assessment, from the questions on that skill
 * the child answered right on the first try (`score`) out of those asked (`maxScore`).
 *
 *   secure      at least 80 % right on the first try, over at least 3 questions
 *   not yet     under 50 % right AND at least two questions missed
 *   practising  everything in between
 *
 * Assessments ask at least 3 questions per skill; results stored before they did may hold fewer,
 * and one or two right answers are too few to call a skill secure. The rule for small counts:
 *
 *   asked  secure   practising   not yet
 *   1      -        0, 1         -
 *   2      -        1, 2         0
 *   3      3        2            0, 1
 *   4      4        2, 3         0, 1
 *   5      4, 5     3            0, 1, 2
 *
 * A single slip (a mis-tap by a three-year-old, one question of one) never reads as 'not yet':
 * one answer is too little to say a child cannot do something, so it says 'practising'. The
 * levels are computed with whole numbers, so 4 of 5 is exactly 80 % and secure.
 */
export type SkillLevel = 'secure' | 'practising' | 'not-yet';

/** Secure from this share right on the first try (4 in 5). */
export const SECURE_SHARE = { right: 4, of: 5 } as const;
/** Never secure on fewer questions than this; every assessment asks at least this many per skill. */
export const SECURE_MIN_ASKED = 3;
/** Practising from this share (1 in 2); below it, 'not yet' once two or more are missed. */
export const PRACTISING_SHARE = { right: 1, of: 2 } as const;
/** Misses it takes, below the practising share, to say 'not yet'. */
export const NOT_YET_MIN_MISSES = 2;

/** The level of `score` right out of `maxScore` asked; `maxScore` must be at least 1. */
export function skillLevel(score: number, maxScore: number): SkillLevel {
  if (!Number.isInteger(score) || !Number.isInteger(maxScore) || maxScore < 1) {
    throw new Error(`A skill level needs whole numbers with at least one question asked`);
  }
  if (score < 0 || score > maxScore) {
    throw new Error(`A skill score must be between 0 and ${maxScore} (got ${score})`);
  }
  const enoughAsked = maxScore >= SECURE_MIN_ASKED;
  if (enoughAsked && score * SECURE_SHARE.of >= maxScore * SECURE_SHARE.right) return 'secure';
  const misses = maxScore - score;
  const belowHalf = score * PRACTISING_SHARE.of < maxScore * PRACTISING_SHARE.right;
  return belowHalf && misses >= NOT_YET_MIN_MISSES ? 'not-yet' : 'practising';
}

/** The levels from weakest to strongest, for ordering. */
export const LEVELS_WEAKEST_FIRST: readonly SkillLevel[] = ['not-yet', 'practising', 'secure'];
