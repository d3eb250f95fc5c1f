/**
 * The family as this device keeps it and the child playing now: read from storage alone, so
 * the child space knows who plays without the sync or storage code.
 */
import {
  EMPTY_FAMILY,
  FAMILY_ON_DEVICE,
  readStored,
  subscribeStored,
  writeStored,
  type FamilyOnDevice,
} from '@/storage';

export function familyOnDevice(userId: string | null): FamilyOnDevice {
  return userId ? readStored(FAMILY_ON_DEVICE.key(userId)) : EMPTY_FAMILY;
}

/** Calls `listener` when any family kept on this device changes (this tab or another). */
export function onFamilyChange(listener: () => void): () => void {
  return subscribeStored(FAMILY_ON_DEVICE, listener);
}

/** Keeps a family on this device; a playing child no longer in it is forgotten. */
export function keepFamily(userId: string, family: FamilyOnDevice): void {
  const playing = family.children.some((child) => child.id === family.playing)
    ? family.playing
    : null;
  writeStored(FAMILY_ON_DEVICE.key(userId), { children: family.children, playing });
}

/** True when the child space must first ask who is playing: several children, none chosen. */
export function asksWhoIsPlaying(family: FamilyOnDevice): boolean {
  return family.children.length > 1 && family.playing === null;
}

/**
 * The child a finished round belongs to: the one chosen on this device, or the only child.
 * Null (a visitor, or a family this device has not seen yet) is the family's first child.
 */
export function playingChildId(family: FamilyOnDevice): string | null {
  if (family.playing !== null) return family.playing;
  return family.children.length === 1 ? (family.children[0]?.id ?? null) : null;
}

/** Remembers on this device who plays now; null goes back to 'Who is playing?'. */
export function choosePlayingChild(userId: string, childId: string | null): void {
  keepFamily(userId, { ...familyOnDevice(userId), playing: childId });
}
