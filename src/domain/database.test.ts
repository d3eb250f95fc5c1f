import { describe, expectTypeOf, it } from 'vitest';
import type { CamelCased } from './camel-case';
import type { Tables } from './database.generated';
import type { GradeName, GradeSlug, SubjectSlug, VolumeSlug } from './grades';

// Checked by the type checker: a migration that changes what the database accepts for a grade,
// volume or subject breaks the build here, where the app's own lists are.
describe('the database and the domain agree', () => {
  it('on the grades, volumes and subjects a result is stored under', () => {
    expectTypeOf<Tables<'progress_events'>['grade']>().toEqualTypeOf<GradeSlug>();
    expectTypeOf<Tables<'progress_events'>['volume']>().toEqualTypeOf<VolumeSlug>();
    expectTypeOf<Tables<'progress_events'>['subject']>().toEqualTypeOf<SubjectSlug>();
    expectTypeOf<NonNullable<Tables<'profiles'>['grade']>>().toEqualTypeOf<GradeName>();
  });

  it('names columns in camelCase for the app', () => {
    expectTypeOf<
      CamelCased<{ max_score: number; finished_at: string; id: string }>
    >().toEqualTypeOf<{ maxScore: number; finishedAt: string; id: string }>();
  });
});
