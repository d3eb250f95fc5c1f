import { CONTACT_RECORDS } from './contact';
import { progressRecords } from './progress';
import type { RecordType } from './record-type';

/** Every record type the app sends later. Add a type here. */
export const RECORD_TYPES: readonly RecordType[] = [
  progressRecords() as RecordType,
  CONTACT_RECORDS as RecordType,
];
