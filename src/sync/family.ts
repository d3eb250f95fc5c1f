/**
 * A family's children on this device: the list the 'Who is playing?' picker shows (kept in
 * storage, so it works offline), the child playing now, and the changes a parent makes in
 * Parents Corner. A child added or changed is kept on the device at once and sent by the
 * delivery engine; a removal needs the server, then clears the child's rows on the device too.
 */
import {
  deleteChild,
  listChildren,
  withAppClient,
  type ChildRecord,
  type ChildWriteOutcome,
} from '@/backend/children';
import { childrenWithResults, outboxStore, removeChildFromDevice } from '@/db';
import { EMPTY_FAMILY, type ChildOnDevice, type FamilyOnDevice } from '@/storage';
import { forgetAccountIfDeleted } from './account-removal';
import { CHILD_KIND } from './children';
import { familyOnDevice, keepFamily } from './playing';
import { queueForDelivery } from './start-sync';

function withChild(children: readonly ChildOnDevice[], child: ChildOnDevice): ChildOnDevice[] {
  const at = children.findIndex((known) => known.id === child.id);
  return at === -1
    ? [...children, child]
    : children.map((known, index) => (index === at ? child : known));
}

function onDevice({ id, name, grade, avatar }: ChildRecord): ChildOnDevice {
  return { id, name, grade, avatar };
}

/** Reads in flight, per parent: every view that shows the family asks, the server is read once. */
const refreshing = new Map<string, Promise<FamilyOnDevice>>();

/**
 * Reads the family from the server, with the children still waiting on this device applied on
 * top, and keeps it. Offline, the family kept on the device stays as it is. Calls made while a
 * read runs share it.
 */
export function refreshFamily(userId: string): Promise<FamilyOnDevice> {
  const running = refreshing.get(userId);
  if (running) return running;
  const read = readFamily(userId).finally(() => refreshing.delete(userId));
  refreshing.set(userId, read);
  return read;
}

/** The children of `userId` waiting in the outbox: added or changed here, not yet on the server. */
async function waitingChildren(userId: string): Promise<ChildRecord[]> {
  const waiting = await outboxStore().waiting<ChildRecord>(CHILD_KIND);
  return waiting.filter((row) => row.owner === userId).map((row) => row.payload);
}

/**
 * Removes from this device the children the server no longer has (removed on another device)
 * and that do not wait here to be sent: their results, outbox rows and place in the family.
 */
async function forgetRemovedChildren(userId: string, kept: ReadonlySet<string>): Promise<void> {
  const known = [
    ...familyOnDevice(userId).children.map((child) => child.id),
    ...(await childrenWithResults(userId)),
  ];
  const removed = new Set(known.filter((id) => !kept.has(id)));
  for (const childId of removed) await removeChildFromDevice(childId);
}

async function readFamily(userId: string): Promise<FamilyOnDevice> {
  // Read before the server too: a child delivered while the server is read is in one of them.
  const waitingBefore = await waitingChildren(userId);
  const listed = await withAppClient(listChildren, (message) => ({ ok: false as const, message }));
  if (!listed.ok) return familyOnDevice(userId);
  // A family always has a child while its account exists: none means it may have been deleted.
  if (listed.children.length === 0 && (await forgetAccountIfDeleted(userId))) return EMPTY_FAMILY;
  const waiting = [...waitingBefore, ...(await waitingChildren(userId))];
  const children = waiting.reduce<ChildOnDevice[]>(
    (family, child) => withChild(family, onDevice(child)),
    listed.children.map(onDevice),
  );
  await forgetRemovedChildren(userId, new Set(children.map((child) => child.id)));
  keepFamily(userId, { ...familyOnDevice(userId), children });
  return familyOnDevice(userId);
}

/** Adds or changes a child on this device at once; the delivery engine sends it. */
export async function keepChild(userId: string, child: ChildRecord): Promise<void> {
  await queueForDelivery(CHILD_KIND, child, { key: child.id, owner: userId });
  const family = familyOnDevice(userId);
  keepFamily(userId, { ...family, children: withChild(family.children, onDevice(child)) });
}

/**
 * Removes a child on the server (and with it its results), then on this device. A child that
 * never reached the server is removed from the device alone.
 */
export async function removeChild(userId: string, childId: string): Promise<ChildWriteOutcome> {
  const neverSent = (await outboxStore().waiting<ChildRecord>(CHILD_KIND)).some(
    (row) => row.key === childId,
  );
  const outcome = await withAppClient(
    (client) => deleteChild(client, childId),
    (message): ChildWriteOutcome => ({ ok: false, status: null, message }),
  );
  if (!outcome.ok && !(neverSent && outcome.status === 404)) return outcome;
  await removeChildFromDevice(childId);
  const family = familyOnDevice(userId);
  keepFamily(userId, {
    ...family,
    children: family.children.filter((child) => child.id !== childId),
  });
  return { ok: true };
}
