/**
 * The delivery engine end to end: 1,000 results played offline on two devices (two device
 * databases) reach the embedded backend's real REST handler and Postgres (PGlite, RLS on)
 * through a network that loses, delays and fails requests, and are stored exactly once.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startInProcess,
  userToken,
  type InProcessBackend,
} from '../../supabase/local/testing/in-process';
import { upsertProgressEvents } from '@/backend/progress-events';
import {
  attachVisitorResults,
  outboxStore,
  recordResult,
  SproutsDatabase,
  type FinishedResult,
} from '@/db';
import { createRandom } from '@/domain/random';
import { OUTBOX_BACKOFF } from '@/lib/backoff';
import { createDeliveryEngine, type DeliveryEngine } from './engine';
import { progressRecords } from './progress';

const FAULTS = [
  /** Nothing comes back until the client gives up. */
  'time-out',
  /** The request never leaves the device. */
  'no-connection',
  'server-error',
  'too-many-requests',
  /** The server stored the rows, and the answer was lost on the way back. */
  'answer-lost',
  /** The server stored the rows, and a gateway answered 502. */
  'stored-then-bad-gateway',
] as const;
type Fault = (typeof FAULTS)[number];

interface Traffic {
  faults: Record<Fault, number>;
  /** Rows in every request that reached the server, repeats included. */
  rowsReceived: number;
}

/**
 * Stands between a device and the backend: a seeded share of the progress requests fails, with
 * each kind of trouble in turn.
 */
function flakyNetwork(seed: number, share: number, traffic: Traffic) {
  const random = createRandom(seed);
  let failures = 0;
  return (backend: typeof fetch): typeof fetch =>
    async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/rest/v1/progress_events')) return backend(input, init);
      const reach = async () => {
        traffic.rowsReceived += (JSON.parse(String(init?.body)) as unknown[]).length;
        return backend(input, init);
      };
      if (random.next() >= share) return reach();
      const fault = FAULTS[failures++ % FAULTS.length] as Fault;
      traffic.faults[fault] += 1;
      switch (fault) {
        case 'time-out':
          return new Promise<Response>((_, reject) => {
            const signal = init?.signal;
            signal?.addEventListener('abort', () => reject(signal.reason));
          });
        case 'no-connection':
          throw new TypeError('Failed to fetch');
        case 'server-error':
          return new Response('{"message":"upstream trouble"}', { status: 503 });
        case 'too-many-requests':
          return new Response('{"message":"slow down"}', {
            status: 429,
            headers: { 'retry-after': '30' },
          });
        case 'answer-lost':
          await reach();
          throw new TypeError('Failed to fetch');
        case 'stored-then-bad-gateway':
          await reach();
          return new Response('Bad gateway', { status: 502 });
      }
    };
}

interface Device {
  database: SproutsDatabase;
  engine: DeliveryEngine;
}

let backend: InProcessBackend;
let parent: string;
const traffic: Traffic = {
  faults: Object.fromEntries(FAULTS.map((fault) => [fault, 0])) as Record<Fault, number>,
  rowsReceived: 0,
};
const clock = { now: Date.UTC(2026, 4, 1, 9) };

function device(name: string, seed: number): Device {
  const database = new SproutsDatabase(`sprouts-device-${name}`);
  const client = backend.client({
    accessToken: userToken(parent),
    network: flakyNetwork(seed, 0.5, traffic),
  });
  const jitter = createRandom(seed + 1);
  const engine = createDeliveryEngine({
    store: outboxStore(database),
    types: [
      progressRecords({
        push: (rows) => upsertProgressEvents(client, rows, { timeoutMs: 30 }),
        adopt: (userId) => attachVisitorResults(userId, database),
        synced: () => undefined,
      }),
    ],
    clock: { now: () => clock.now, unit: jitter.next, isOnline: () => true },
    lockName: `sprouts-outbox-${name}`,
  });
  return { database, engine };
}

function round(index: number, userId: string | null): FinishedResult {
  const maths = index % 2 === 0;
  return {
    userId,
    grade: 'k1',
    volume: maths ? 'v1' : 'v2',
    subject: maths ? 'maths' : 'english',
    topic: maths ? 'count-to-10' : 'first-sight-words',
    kind: maths ? 'counting' : 'sight-words',
    score: index % 9,
    maxScore: 8 + (index % 2),
    stars: index % 4,
    durationMs: 20_000 + index,
    finishedAt: new Date(Date.UTC(2026, 3, 1) + index * 60_000),
  };
}

async function storedIds(): Promise<string[]> {
  const result = await backend.db.admin((tx) =>
    tx.query<{ id: string }>('select id from public.progress_events where user_id = $1', [parent]),
  );
  return result.rows.map((row) => row.id).sort();
}

beforeAll(async () => {
  backend = await startInProcess();
  parent = await createUser(backend.db, 'two-devices@example.com');
});
afterAll(async () => {
  await backend.close();
});

describe('two devices, offline, then a bad network', () => {
  it(
    'store 1,000 results exactly once, and set the one the server refuses aside',
    { timeout: 180_000 },
    async () => {
      const tablet = device('tablet', 11);
      const phone = device('phone', 29);
      const played: string[] = [];
      // The tablet: 500 rounds by the signed-in parent's child, and one the server will refuse.
      for (let index = 0; index < 500; index += 1) {
        played.push((await recordResult(round(index, parent), tablet.database)).id);
      }
      const refused = await recordResult(
        { ...round(0, parent), kind: 'k'.repeat(41) },
        tablet.database,
      );
      // The phone: 200 rounds before anyone signed in there, 300 after.
      for (let index = 0; index < 500; index += 1) {
        const owner = index < 200 ? null : parent;
        played.push((await recordResult(round(index + 500, owner), phone.database)).id);
      }
      expect(new Set(played).size).toBe(1000);

      await tablet.engine.setAccount(parent);
      await phone.engine.setAccount(parent);
      const waiting = async () =>
        (await tablet.engine.nextDueAt()) !== undefined ||
        (await phone.engine.nextDueAt()) !== undefined;
      let rounds = 0;
      while (await waiting()) {
        rounds += 1;
        if (rounds > 100) throw new Error('The outboxes did not empty');
        await tablet.engine.drain();
        await phone.engine.drain();
        // Long enough for every back-off to end.
        clock.now += OUTBOX_BACKOFF.maxMs;
      }

      expect(await storedIds()).toEqual([...played].sort());
      // Each kind of trouble happened, and rows the server already had were sent again.
      for (const fault of FAULTS) expect(traffic.faults[fault], fault).toBeGreaterThan(0);
      expect(traffic.rowsReceived).toBeGreaterThan(1000);

      expect(await tablet.database.outbox.toArray()).toEqual([
        expect.objectContaining({ key: refused.id, refused: expect.stringContaining('check') }),
      ]);
      expect(await phone.database.outbox.count()).toBe(0);
      expect((await phone.database.progress.toArray()).every((row) => row.userId === parent)).toBe(
        true,
      );
    },
  );
});
