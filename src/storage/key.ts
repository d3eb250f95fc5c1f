/**
 * How an entry of the registry is described: where it is kept, under which name, and how its
 * stored text reads back as a typed value (with a default for anything unusable).
 */

/** localStorage keeps a value on the device; sessionStorage for the tab's visit only. */
export type StorageArea = 'local' | 'session';

export interface StorageKey<Value> {
  readonly name: string;
  readonly area: StorageArea;
  /** What the value is and who uses it. */
  readonly about: string;
  /** The value of a stored text, or undefined when it is unusable (then `fallback` applies). */
  parse(text: string): Value | undefined;
  serialize(value: Value): string;
  /** The value when nothing usable is stored, or storage cannot be used at all. */
  readonly fallback: Value;
  /** Kept under this name by someone else (supabase-js, index.html): read here, never written. */
  readonly writtenBy?: string;
}

/** A key the app writes itself. */
export type WritableKey<Value> = StorageKey<Value> & { readonly writtenBy?: undefined };

/** Keys named `<prefix><id>`, one per id (e.g. per account). */
export interface StorageKeyFamily<Value> {
  readonly prefix: string;
  readonly area: StorageArea;
  readonly about: string;
  key(id: string): WritableKey<Value>;
}

interface Described<Value> {
  area?: StorageArea;
  about: string;
  fallback: Value;
}

/** A key holding plain text; `read` turns it into a value, undefined when unusable. */
export function textKey<Value>(
  name: string,
  read: (text: string) => Value | undefined,
  described: Described<Value> & { write?: (value: Value) => string },
): WritableKey<Value> {
  return {
    name,
    area: described.area ?? 'local',
    about: described.about,
    fallback: described.fallback,
    parse: read,
    serialize: described.write ?? ((value) => String(value)),
  };
}

/** A key holding JSON; `read` turns the parsed JSON into a value, undefined when unusable. */
export function jsonKey<Value>(
  name: string,
  read: (json: unknown) => Value | undefined,
  described: Described<Value>,
): WritableKey<Value> {
  const parseJson = (text: string) => {
    try {
      return read(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  return textKey(name, parseJson, { ...described, write: (value) => JSON.stringify(value) });
}

/** A family of JSON keys `<prefix><id>`. */
export function jsonKeyFamily<Value>(
  prefix: string,
  read: (json: unknown) => Value | undefined,
  described: Described<Value>,
): StorageKeyFamily<Value> {
  return {
    prefix,
    area: described.area ?? 'local',
    about: described.about,
    key: (id) => jsonKey(`${prefix}${id}`, read, described),
  };
}

/** A key kept by someone else (supabase-js, index.html): the app only reads it. */
export function writtenElsewhere<Value>(
  key: StorageKey<Value>,
  writtenBy: string,
): StorageKey<Value> {
  return { ...key, writtenBy };
}
