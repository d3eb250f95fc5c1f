import { childRecords } from './children';
import { CONTACT_RECORDS } from './contact';
import { progressRecords } from './progress';
import type { RecordType } from './record-type';

/** Every record type the app sends later. Add a type here. */
export const RECORD_TYPES: readonly RecordType[] = [
  // Children first: a result names its child, which must be on the server before it.
  childRecords() as RecordType,
  progressRecords() as RecordType,
  CONTACT_RECORDS as RecordType,
];
