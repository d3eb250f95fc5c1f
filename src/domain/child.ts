/**
 * A child of a family account (DESIGN.md D10), derived from the `children` row the migrations
 * define. The rules here are the database's own (name 1 to 100 characters, a grade of the
 * specification, an avatar from a fixed list, at most 6 per parent), checked early so that a
 * form can say what is wrong before anything is sent.
 */
import type { CamelCased } from './camel-case';
import type { Tables } from './database.generated';
import { GRADE_NAMES, type GradeName } from './grades';

/** The pictures a child can choose as its avatar, in the order the picker offers them. */
export const CHILD_AVATARS = [
  'lion',
  'penguin',
  'owl',
  'fox',
  'panda',
  'frog',
  'koala',
  'unicorn',
] as const;
export type ChildAvatar = (typeof CHILD_AVATARS)[number];

export const MAX_CHILDREN = 6;
export const CHILD_NAME_MAX_LENGTH = 100;

/** A child as the app speaks of it: the row in camelCase, without its server stamps. */
export type Child = Omit<CamelCased<Tables<'children'>>, 'createdAt' | 'updatedAt'>;

export interface ChildFields {
  name: string;
  grade: GradeName | null;
  avatar: ChildAvatar;
}

/** What is wrong with a child's fields, or null when the database will take them. */
export function childFieldsProblem(fields: ChildFields): string | null {
  const name = fields.name.trim();
  if (name.length === 0) return 'Please enter the child’s name.';
  if (fields.name.length > CHILD_NAME_MAX_LENGTH)
    return `A name can be at most ${CHILD_NAME_MAX_LENGTH} characters.`;
  if (fields.grade !== null && !GRADE_NAMES.includes(fields.grade)) return 'Please choose a grade.';
  if (!(CHILD_AVATARS as readonly string[]).includes(fields.avatar))
    return 'Please choose a picture.';
  return null;
}
