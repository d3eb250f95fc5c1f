/** `max_score` -> `maxScore`: the name of a database column in the app's camelCase. */
export type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** A database row with its keys in camelCase, the values unchanged. */
export type CamelCased<Row> = { [Key in keyof Row as CamelCase<Key & string>]: Row[Key] };
