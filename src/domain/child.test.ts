import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHILD_AVATARS, childFieldsProblem, type ChildAvatar } from './child';
import type { Tables } from './database.generated';
import type { GradeName } from './grades';

describe('a child', () => {
  it('has the avatars and grades the database accepts', () => {
    expectTypeOf<Tables<'children'>['avatar']>().toEqualTypeOf<ChildAvatar>();
    expectTypeOf<NonNullable<Tables<'children'>['grade']>>().toEqualTypeOf<GradeName>();
    expect(new Set(CHILD_AVATARS).size).toBe(CHILD_AVATARS.length);
  });

  it('needs a name of 1 to 100 characters, a known grade and a listed avatar', () => {
    const ok = { name: 'Mia', grade: 'Nursery', avatar: 'owl' } as const;
    expect(childFieldsProblem(ok)).toBeNull();
    expect(childFieldsProblem({ ...ok, grade: null })).toBeNull();
    expect(childFieldsProblem({ ...ok, name: 'x'.repeat(100) })).toBeNull();
    expect(childFieldsProblem({ ...ok, name: '  ' })).toMatch(/name/);
    expect(childFieldsProblem({ ...ok, name: 'x'.repeat(101) })).toMatch(/100/);
    expect(childFieldsProblem({ ...ok, grade: 'Grade-9' as GradeName })).toMatch(/grade/);
    expect(childFieldsProblem({ ...ok, avatar: 'dragon' as ChildAvatar })).toMatch(/picture/);
  });
});
