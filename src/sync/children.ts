/**
 * Children a parent added or changed, as a record type of the delivery engine: kept in the
 * outbox with their device-made id and sent when the device is online and the parent signed
 * in, like results. Sent twice, a child is stored once.
 */
import {
  saveChild,
  withAppClient,
  type ChildRecord,
  type ChildWriteOutcome,
} from '@/backend/children';
import { CHILD_OUTBOX_KIND } from '@/db';
import { DELIVERED, deliveryFromStatus } from './delivery';
import type { RecordType } from './record-type';

export const CHILD_KIND = CHILD_OUTBOX_KIND;

export type SaveChildCall = (parentId: string, child: ChildRecord) => Promise<ChildWriteOutcome>;

const appSave: SaveChildCall = (parentId, child) =>
  withAppClient(
    (client) => saveChild(client, parentId, child),
    (message): ChildWriteOutcome => ({ ok: false, status: null, message }),
  );

export function childRecords(save: SaveChildCall = appSave): RecordType<ChildRecord> {
  return {
    kind: CHILD_KIND,
    batchSize: 1,
    ownedByAccount: true,
    async send([child], owner) {
      if (!child) return DELIVERED;
      if (!owner) return { outcome: 'signed-out', reason: 'A child is sent by its parent' };
      const outcome = await save(owner, child);
      return outcome.ok ? DELIVERED : deliveryFromStatus(outcome.status, outcome.message);
    },
  };
}
