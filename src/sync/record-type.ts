import type { DeliveryResult } from './delivery';

/**
 * A kind of record the device sends later (children, progress, contact messages;
 * settings next). Registered with the delivery engine (./record-types.ts), which keeps its
 * records in the outbox, decides when to send them and what each answer means.
 */
export interface RecordType<Payload = unknown> {
  /** The outbox kind of its records. */
  readonly kind: string;
  /** Records sent in one request; a refused batch is sent again one by one. 1 sends each alone. */
  readonly batchSize: number;
  /**
   * True: a record belongs to a parent (OutboxRow.owner) and goes only while that parent is
   * signed in; one made without an account waits to be adopted. False: anyone sends it.
   */
  readonly ownedByAccount: boolean;
  /**
   * Sends records in one request as `owner` (the signed-in parent, or null) and tells the
   * answer with `deliveryFromStatus` (./delivery.ts). Sending the same record twice must be
   * harmless: the server keeps it once by its id.
   */
  send(payloads: readonly Payload[], owner: string | null): Promise<DeliveryResult>;
  /** Gives the records made without an account to `userId`, who has just signed in. */
  adopt?(userId: string): Promise<unknown>;
  /** Called after records of `owner` reached the server. */
  delivered?(payloads: readonly Payload[], owner: string | null): void;
}
