import { METHODS } from 'node:http';
import fc from 'fast-check';

/**
 * Generators of hostile input for the backend's doors: text with NUL characters and unpaired
 * surrogates, JSON of every type and depth, huge bodies, odd methods, headers and queries.
 * Large and deep bodies are described, not built, so a failing case prints in a few lines.
 */

/** Pieces that have broken parsers, encoders, databases or filters somewhere. */
const NASTY_PIECES = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\u202e',
  '\u200f',
  '\ufeff',
  '\uffff',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"',
  '\\',
  ',',
  '(',
  ')',
  '.',
  '*',
  '%',
  '%00',
  '../',
  'eq.',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '\r\n',
  '🌱',
];

/** Text made of ordinary characters and nasty pieces, NUL and lone surrogates included. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY_PIECES)), {
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_PIECES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', '\u0000', 'é', '\ud83c'), fc.integer({ min: 256, max: 3000 }))
      .map(([piece, count]) => piece.repeat(count)),
  },
);

/** Any JSON value, with hostile text in keys and strings, and the door's own keys now and then. */
export function hostileJson(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileText) : hostileText;
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileText,
      fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, true, false, null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  }));
  return value;
}

/** A body as it is sent: described, then turned into bytes by `bodyBytes`. */
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'deep'; depth: number; open: '[' | '{"a":' }
  | { kind: 'huge'; size: number; inside: 'string' | 'array' };

/** Objects with the route's fields (hostile values), anything else as JSON, and worse. */
export function hostileBody(
  fields: readonly string[],
  hugeSizes: readonly number[],
): fc.Arbitrary<BodySpec> {
  const shaped =
    fields.length > 0
      ? fc
          .dictionary(fc.constantFrom(...fields), hostileJson(fields), {
            minKeys: 1,
            maxKeys: fields.length,
          })
          .map((value): BodySpec => ({ kind: 'json', value }))
      : fc.constant<BodySpec>({ kind: 'json', value: {} });
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    {
      weight: 3,
      arbitrary: hostileJson(fields).map((value): BodySpec => ({ kind: 'json', value })),
    },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
    { weight: 1, arbitrary: hostileText.map((text): BodySpec => ({ kind: 'text', text })) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 })
        .map((bytes): BodySpec => ({ kind: 'bytes', bytes })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          depth: fc.oneof(fc.integer({ min: 60, max: 70 }), fc.integer({ min: 500, max: 20_000 })),
          open: fc.constantFrom<'[' | '{"a":'>('[', '{"a":'),
        })
        .map((deep): BodySpec => ({ kind: 'deep', ...deep })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          size: fc.constantFrom(...hugeSizes),
          inside: fc.constantFrom<'string' | 'array'>('string', 'array'),
        })
        .map((huge): BodySpec => ({ kind: 'huge', ...huge })),
    },
  );
}

/** The bytes of a described body (undefined for none). */
export function bodyBytes(spec: BodySpec): Buffer | undefined {
  switch (spec.kind) {
    case 'none':
      return undefined;
    case 'json':
      return Buffer.from(JSON.stringify(spec.value) ?? 'null', 'utf8');
    case 'text':
      return Buffer.from(spec.text, 'utf8');
    case 'bytes':
      return Buffer.from(spec.bytes);
    case 'deep': {
      const close = spec.open === '[' ? ']' : '}';
      return Buffer.from(`${spec.open.repeat(spec.depth)}1${close.repeat(spec.depth)}`);
    }
    case 'huge':
      return Buffer.from(
        spec.inside === 'string'
          ? `{"a":"${'x'.repeat(spec.size)}"}`
          : `[${'1,'.repeat(spec.size / 2)}1]`,
      );
  }
}

/** The route's own methods most of the time, then any method node's HTTP parser knows. */
export function hostileMethod(own: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...own) },
    { weight: 2, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE') },
    { weight: 1, arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'TRACE', 'CONNECT') },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  );
}

const UNRESERVED = /[A-Za-z0-9_.~-]/;

/** `text` percent-encoded byte by byte (a lone surrogate as UTF-8's replacement character). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 128 && UNRESERVED.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** A path segment: plausible values, hostile text, or broken percent escapes. */
export function hostileSegment(plausible: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...plausible) },
    { weight: 2, arbitrary: hostileText.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%ZZ',
        '%E0%A4%A',
        '%ED%A0%80',
        '%C0%AF',
        '..',
        '%2E%2E',
        '%2F',
        '',
      ),
    },
  );
}

/** Query parameters: the door's names and hostile ones, with hostile values. */
export function hostileQuery(
  names: readonly string[],
  values: readonly string[],
): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: hostileText },
  );
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...values) },
    { weight: 2, arbitrary: hostileText },
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 4 })
    .map((pairs) =>
      pairs.map(([key, item]) => `${percentEncode(key)}=${percentEncode(item)}`).join('&'),
    );
}

/** A header value node will send: printable Latin-1, no line breaks. */
export const headerText: fc.Arbitrary<string> = hostileText.map((text) =>
  [...text]
    .filter((char) => /^[\t\x20-\x7e\x80-\xff]$/.test(char))
    .join('')
    .slice(0, 2000),
);

/**
 * One header: one of `values` (the first `favoured` of them most of the time), left out now
 * and then, or odd text.
 */
export function hostileHeader(
  values: readonly string[],
  favoured = values.length,
): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...values.slice(0, favoured)) },
    { weight: 2, arbitrary: fc.constantFrom(...values) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: headerText },
  );
}

/** The headers of a request: each present or not, without the ones left out. */
export function hostileHeaders(
  headers: Record<string, fc.Arbitrary<string | undefined>>,
): fc.Arbitrary<Record<string, string>> {
  return fc.record(headers).map((chosen) => {
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(chosen)) if (value !== undefined) sent[name] = value;
    return sent;
  });
}
