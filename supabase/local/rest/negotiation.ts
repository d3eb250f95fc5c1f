import { restErrors } from './errors';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
}

/** The Prefer header; several values arrive joined by ',' or ', ' (and repeated headers join too). */
export function parsePrefer(header: string | null): Preferences {
  const preferences: Preferences = {
    return: undefined,
    count: false,
    resolution: undefined,
    missingDefault: false,
  };
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((piece) => piece.trim());
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      preferences.return = value;
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      preferences.count = true;
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      preferences.resolution = value;
    } else if (key === 'missing' && value === 'default') {
      preferences.missingDefault = true;
    }
  }
  return preferences;
}

export interface Representation {
  /** application/vnd.pgrst.object+json: exactly one row, as an object. */
  single: boolean;
  /** nulls=stripped: keys with null values are left out. */
  stripNulls: boolean;
}

const ARRAY_TYPES = new Set([
  'application/json',
  'application/vnd.pgrst.array+json',
  'application/*',
  '*/*',
]);

/** What the Accept header asks for; a media type the API cannot produce is a 406. */
export function negotiate(accept: string | null): Representation {
  if (!accept || accept.trim() === '') return { single: false, stripNulls: false };
  const offers = accept.split(',').map((entry) => {
    const [type = '', ...parameters] = entry.split(';').map((piece) => piece.trim().toLowerCase());
    return { type, stripNulls: parameters.includes('nulls=stripped') };
  });
  const object = offers.find((offer) => offer.type === 'application/vnd.pgrst.object+json');
  if (object) return { single: true, stripNulls: object.stripNulls };
  const array = offers.find((offer) => ARRAY_TYPES.has(offer.type));
  if (array) return { single: false, stripNulls: array.stripNulls };
  throw restErrors.mediaType(accept);
}

/** Range: 0-9 (or items=0-9): an offset and an optional limit. */
export function parseRange(header: string | null): { offset: number; limit?: number } | undefined {
  const match = header ? /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === '' ? undefined : Number(match[2]);
  if (
    !Number.isSafeInteger(from) ||
    (to !== undefined && (!Number.isSafeInteger(to) || to < from))
  ) {
    return undefined;
  }
  return to === undefined ? { offset: from } : { offset: from, limit: to - from + 1 };
}
