/**
 * The content calls of the `api` function: `GET {api}/content?version=v1` (what can be
 * downloaded, with sizes) and `GET {api}/content/{grade}/{volume}?version=v1` (a pack, for an
 * active subscriber). Plain fetch with the caller's access token, so the body can be counted as
 * it arrives.
 */
import { API_VERSION } from '@/lib/constants';
import { API_BASE, SUPABASE_ANON_KEY } from '@/lib/env';
import type { GradeSlug, VolumeSlug } from '@/domain/grades';
import {
  announcedBytes,
  errorMessageOf,
  readCounting,
  refusalOf,
  type PackRefusal,
  type ProgressListener,
} from './content-answer';

export type { PackRefusal, ProgressListener } from './content-answer';

export interface CatalogEntry {
  grade: GradeSlug;
  volume: VolumeSlug;
  /** Bytes of the pack's JSON. */
  bytes: number;
  /** Changes whenever the pack's content changes. */
  version: string;
  free: boolean;
}

export type PackAnswer =
  | { ok: true; pack: unknown; bytes: number; version: string | null }
  | { ok: false; reason: PackRefusal; status: number; message: string };

export interface PackRequest {
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

const UNREACHABLE = 'The server could not be reached. Please check your internet connection.';

/** Who is asking: the signed-in parent's access token, or the anon key for a visitor. */
async function bearerToken(): Promise<string> {
  const { supabase } = await import('./client');
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? SUPABASE_ANON_KEY;
}

/** One pack from `base` (the function's URL) as `token`; every outcome is an answer. */
export async function requestPack(
  base: string,
  token: string,
  grade: GradeSlug,
  volume: VolumeSlug,
  { onProgress, signal }: PackRequest = {},
): Promise<PackAnswer> {
  let response: Response;
  try {
    response = await fetch(`${base}/content/${grade}/${volume}?version=${API_VERSION}`, {
      headers: { apikey: SUPABASE_ANON_KEY, authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, reason: 'offline', status: 0, message: UNREACHABLE };
  }
  try {
    if (!response.ok) {
      const text = await response.text();
      return {
        ok: false,
        reason: refusalOf(response.status),
        status: response.status,
        message: errorMessageOf(text, `The server answered ${response.status}.`),
      };
    }
    const total = announcedBytes(response.headers);
    const text = await readCounting(response.body, total, onProgress);
    const etag = response.headers.get('etag');
    return {
      ok: true,
      pack: JSON.parse(text) as unknown,
      bytes: new TextEncoder().encode(text).byteLength,
      version: etag ? etag.replace(/^W\//, '').replace(/"/g, '') : null,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    // The connection dropped mid-way, or the body was not JSON.
    return {
      ok: false,
      reason: error instanceof SyntaxError ? 'failed' : 'offline',
      status: response.status,
      message: error instanceof SyntaxError ? 'The download was damaged.' : UNREACHABLE,
    };
  }
}

/** A paid pack for the signed-in parent (the server checks the subscription). */
export async function fetchPack(
  grade: GradeSlug,
  volume: VolumeSlug,
  request: PackRequest = {},
): Promise<PackAnswer> {
  return requestPack(API_BASE, await bearerToken(), grade, volume, request);
}

function isCatalogEntry(value: unknown): value is CatalogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<CatalogEntry>;
  return (
    typeof entry.grade === 'string' &&
    typeof entry.volume === 'string' &&
    typeof entry.bytes === 'number' &&
    typeof entry.version === 'string'
  );
}

/** What can be downloaded, from `base`; null when it cannot be read (offline). */
export async function requestCatalog(base: string): Promise<CatalogEntry[] | null> {
  try {
    const response = await fetch(`${base}/content?version=${API_VERSION}`, {
      headers: { apikey: SUPABASE_ANON_KEY, authorization: `Bearer ${SUPABASE_ANON_KEY}` },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { packs?: unknown };
    return Array.isArray(body.packs) ? body.packs.filter(isCatalogEntry) : null;
  } catch {
    return null;
  }
}

let catalog: Promise<CatalogEntry[] | null> | null = null;

/** The catalogue, read once per visit (again after a failed read). */
export function fetchCatalog(): Promise<CatalogEntry[] | null> {
  if (!catalog) {
    const reading = requestCatalog(API_BASE);
    catalog = reading;
    void reading.then((entries) => {
      if (!entries && catalog === reading) catalog = null;
    });
  }
  return catalog;
}
