import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteChild, listChildren, saveChild } from '../../../src/backend/children';
import {
  upsertProgressEvents,
  type ProgressEventInsert,
} from '../../../src/backend/progress-events';
import { db, outboxStore } from '../../../src/db';
import { CHILD_KIND, childRecords } from '../../../src/sync/children';
import { createDeliveryEngine } from '../../../src/sync/engine';
import type { RunningBackend } from '../../local/main';
import { progressEventOf, signUpParent, startTestBackend, type SignedUp } from './harness';

/** Children and results per child through the real supabase-js against the embedded backend. */
let backend: RunningBackend;
let parent: SignedUp;
let stranger: SignedUp;

function event(owner: SignedUp, childId: string | null): ProgressEventInsert {
  return progressEventOf(owner.userId, { child_id: childId });
}

async function storedChildOf(eventId: string): Promise<string | undefined> {
  return backend.db.admin(
    async (tx) =>
      (
        await tx.query<{ child_id: string }>(
          'select child_id from public.progress_events where id = $1',
          [eventId],
        )
      ).rows[0]?.child_id,
  );
}

async function firstChildOf(owner: SignedUp): Promise<string> {
  const listed = await listChildren(owner.client);
  if (!listed.ok || !listed.children[0]) throw new Error('no first child');
  return listed.children[0].id;
}

beforeAll(async () => {
  backend = await startTestBackend();
  parent = await signUpParent(backend, 'family', { name: 'Mia', grade: 'Kindergarten-1' });
  stranger = await signUpParent(backend, 'stranger');
});
afterAll(async () => {
  await backend.close();
});

describe('children through supabase-js', () => {
  it('a new account has its first child, from the sign-up', async () => {
    expect(await listChildren(parent.client)).toEqual({
      ok: true,
      children: [
        {
          id: expect.any(String),
          parentId: parent.userId,
          name: 'Mia',
          grade: 'Kindergarten-1',
          avatar: 'lion',
        },
      ],
    });
  });

  it('adds a child once however often it is sent, and changes it', async () => {
    const leo = { id: crypto.randomUUID(), name: 'Leo', grade: 'Nursery', avatar: 'owl' } as const;
    expect(await saveChild(parent.client, parent.userId, leo)).toEqual({ ok: true });
    expect(await saveChild(parent.client, parent.userId, leo)).toEqual({ ok: true });
    expect(await saveChild(parent.client, parent.userId, { ...leo, name: 'Leon' })).toEqual({
      ok: true,
    });
    const listed = await listChildren(parent.client);
    expect(listed.ok && listed.children.map((child) => child.name)).toEqual(['Mia', 'Leon']);
    // Another family sees none of them, and cannot change or remove one.
    expect(await listChildren(stranger.client)).toMatchObject({
      ok: true,
      children: [{ parentId: stranger.userId }],
    });
    expect(await saveChild(stranger.client, stranger.userId, leo)).toMatchObject({ ok: false });
    expect(await deleteChild(stranger.client, leo.id)).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses bad fields and a seventh child with a 400, storing nothing', async () => {
    const child = (name: string, grade = 'Nursery', avatar = 'owl') =>
      ({ id: crypto.randomUUID(), name, grade, avatar }) as Parameters<typeof saveChild>[2];
    for (const bad of [
      child(''),
      child('x'.repeat(101)),
      child('Ivy', 'K9'),
      child('Ivy', 'Nursery', 'dragon'),
    ])
      expect(await saveChild(parent.client, parent.userId, bad)).toMatchObject({
        ok: false,
        status: 400,
      });
    for (const name of ['Ivy', 'Max', 'Zoe', 'Noa'])
      expect(await saveChild(parent.client, parent.userId, child(name))).toEqual({ ok: true });
    expect(await saveChild(parent.client, parent.userId, child('Seventh'))).toMatchObject({
      ok: false,
      status: 400,
      message: 'A family has at most 6 children',
    });
    const listed = await listChildren(parent.client);
    expect(listed.ok && listed.children).toHaveLength(6);
  });

  it('stores a result under its child, or the first child when the device names none', async () => {
    const listed = await listChildren(parent.client);
    if (!listed.ok) throw new Error(listed.message);
    const [first, second] = listed.children;
    const named = event(parent, second?.id ?? null);
    const unnamed = event(parent, null);
    expect(await upsertProgressEvents(parent.client, [named, unnamed])).toEqual({ ok: true });
    expect(await storedChildOf(named.id)).toBe(second?.id);
    expect(await storedChildOf(unnamed.id)).toBe(first?.id);
  });

  it('refuses a result whose child belongs to another family', async () => {
    const row = event(parent, await firstChildOf(stranger));
    expect(await upsertProgressEvents(parent.client, [row])).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await storedChildOf(row.id)).toBeUndefined();
  });

  it('removing a child removes its results', async () => {
    const listed = await listChildren(parent.client);
    if (!listed.ok) throw new Error(listed.message);
    const last = listed.children.at(-1);
    if (!last) throw new Error('no child');
    const row = event(parent, last.id);
    expect(await upsertProgressEvents(parent.client, [row])).toEqual({ ok: true });
    expect(await deleteChild(parent.client, last.id)).toEqual({ ok: true });
    expect(await storedChildOf(row.id)).toBeUndefined();
  });
});

describe('a child added offline', () => {
  it('goes later through the delivery engine, once', async () => {
    await db.delete({ disableAutoOpen: false });
    const family = await signUpParent(backend, 'offline-family');
    let online = false;
    const engine = createDeliveryEngine({
      store: outboxStore(),
      types: [childRecords((parentId, child) => saveChild(family.client, parentId, child))],
      clock: { now: () => 0, unit: () => 0.5, isOnline: () => online },
      lockName: 'children-contract',
    });
    await engine.setAccount(family.userId);
    const ada = { id: crypto.randomUUID(), name: 'Ada', grade: 'Nursery', avatar: 'fox' } as const;
    await engine.queue(CHILD_KIND, ada, { key: ada.id, owner: family.userId });
    expect(await engine.drain()).toEqual({ delivered: 0, deferred: 0, rejected: 0 });
    online = true;
    expect(await engine.drain()).toMatchObject({ delivered: 1 });
    expect(await engine.drain()).toMatchObject({ delivered: 0 });
    const listed = await listChildren(family.client);
    expect(listed.ok && listed.children.map((child) => child.name)).toEqual(['Sam', 'Ada']);
  });
});
