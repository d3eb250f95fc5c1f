/**
 * The app's delivery engine over the device outbox, and its trigger while the app runs. Started
 * from the app shell where the device has a database (./device-sync.ts), by the first record
 * queued on a device that had none, and while a parent is signed in (./SyncLayer.tsx).
 */
import { onOutboxQueued, outboxStore, type QueueOptions } from '@/db';
import { createDeliveryEngine, type DeliveryEngine } from './engine';
import { RECORD_TYPES } from './record-types';
import { SYNC_INTERVAL_MS, startDeliveryTrigger, type DeliveryTrigger } from './trigger';

export interface SyncOptions {
  /** How often the outbox is looked at while the app is open. */
  periodMs?: number;
  /** Another engine than the app's (tests). */
  engine?: DeliveryEngine;
}

let appEngine: DeliveryEngine | undefined;

/** The app's one engine, for every registered record type. */
export function deliveryEngine(): DeliveryEngine {
  appEngine ??= createDeliveryEngine({ store: outboxStore(), types: RECORD_TYPES });
  return appEngine;
}

let starts = 0;
let trigger: DeliveryTrigger | undefined;
let stopListening: (() => void) | undefined;

/**
 * Delivers the outbox while the app runs (see ./trigger.ts). Answers the stop function; a second
 * start only counts, so a stop of either keeps the other running.
 */
export function startSync({ periodMs = SYNC_INTERVAL_MS, engine }: SyncOptions = {}): () => void {
  starts += 1;
  if (starts === 1) {
    const running = startDeliveryTrigger({ engine: engine ?? deliveryEngine(), periodMs });
    trigger = running;
    stopListening = onOutboxQueued(() => running.nudge());
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    starts -= 1;
    if (starts === 0) {
      stopListening?.();
      trigger?.stop();
      trigger = undefined;
    }
  };
}

let kept = false;

/**
 * Starts the delivery for the rest of the visit, once: called when something is queued on a
 * device whose database did not exist when the app started.
 */
export function keepSyncRunning(): void {
  if (kept) return;
  kept = true;
  startSync();
}

/**
 * Tells the engine who is signed in (null: nobody) and drains at once: a parent's records go
 * while they are signed in, a visitor's become theirs first.
 */
export async function setSyncAccount(
  userId: string | null,
  engine: DeliveryEngine = deliveryEngine(),
): Promise<void> {
  await engine.setAccount(userId);
  if (userId) await (trigger ? trigger.drainNow() : engine.drain());
}

/** Keeps a record for delivery; the running trigger sends it shortly. */
export function queueForDelivery<Payload>(
  kind: string,
  payload: Payload,
  options?: QueueOptions,
): Promise<number> {
  return deliveryEngine().queue(kind, payload, options);
}
