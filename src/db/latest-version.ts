/**
 * The device database's latest schema version (the last entry of SCHEMA_VERSIONS, which a test
 * holds it to), apart from the schema: the direct reads compare it without loading the upgrades.
 */
export const LATEST_VERSION = 4;

/** The version IndexedDB reports for it: Dexie stores version n as 10 × n. */
export const LATEST_NATIVE_VERSION = LATEST_VERSION * 10;
