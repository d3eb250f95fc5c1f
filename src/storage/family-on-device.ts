/**
 * A family as this device last saw it: its children (for the 'Who is playing?' picker, which
 * must work offline) and the child playing now on this device.
 */
import { CHILD_AVATARS, type Child, type ChildAvatar } from '@/domain/child';
import { GRADE_NAMES, type GradeName } from '@/domain/grades';

export type ChildOnDevice = Pick<Child, 'id' | 'name' | 'grade' | 'avatar'>;

export interface FamilyOnDevice {
  /** The first child (the profile's student) first. */
  children: ChildOnDevice[];
  /** The id of the child playing on this device now; null: nobody chosen yet. */
  playing: string | null;
}

export const EMPTY_FAMILY: FamilyOnDevice = { children: [], playing: null };

function childOnDevice(json: unknown): ChildOnDevice | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { id, name, grade, avatar } = json as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  if (!(CHILD_AVATARS as readonly unknown[]).includes(avatar)) return undefined;
  if (grade !== null && !(GRADE_NAMES as readonly unknown[]).includes(grade)) return undefined;
  return { id, name, grade: grade as GradeName | null, avatar: avatar as ChildAvatar };
}

/** The stored family, without any child it cannot read; undefined when it is no family at all. */
export function parseFamilyOnDevice(json: unknown): FamilyOnDevice | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { children, playing } = json as Record<string, unknown>;
  if (!Array.isArray(children)) return undefined;
  const known = children.flatMap((child) => {
    const read = childOnDevice(child);
    return read ? [read] : [];
  });
  const chosen =
    typeof playing === 'string' && known.some((child) => child.id === playing) ? playing : null;
  return { children: known, playing: chosen };
}
