/**
 * Reading the `api` function's content answers: a body counted as it arrives (for a progress
 * bar), and what a refusal means for the app. Plain Web APIs, no Supabase.
 */

/** Why a pack could not be had from the server. */
export type PackRefusal =
  /** No signed-in parent (401). */
  | 'signed-out'
  /** Signed in, but no active subscription (403). */
  | 'subscription-required'
  /** The volume is not on the server (404). */
  | 'not-published'
  /** No answer at all: offline, or the server cannot be reached. */
  | 'offline'
  /** Any other answer. */
  | 'failed';

export function refusalOf(status: number): PackRefusal {
  if (status === 0) return 'offline';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'subscription-required';
  if (status === 404) return 'not-published';
  return 'failed';
}

/** Called as bytes arrive; `total` is null when the answer does not say its size. */
export type ProgressListener = (received: number, total: number | null) => void;

/** The size a content answer announces: X-Content-Bytes (uncompressed), else Content-Length. */
export function announcedBytes(headers: Headers): number | null {
  for (const name of ['x-content-bytes', 'content-length']) {
    const value = Number(headers.get(name) ?? NaN);
    if (Number.isInteger(value) && value > 0) return value;
  }
  return null;
}

/** Reads a body to the end, telling `onProgress` after every chunk; returns its text. */
export async function readCounting(
  body: ReadableStream<Uint8Array> | null,
  total: number | null,
  onProgress?: ProgressListener,
): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  onProgress?.(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    text += decoder.decode(value, { stream: true });
    onProgress?.(received, total);
  }
  return text + decoder.decode();
}

/** The `error` message of a JSON error answer, or a fallback. */
export function errorMessageOf(text: string, fallback: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const { error } = body as { error?: unknown };
      if (typeof error === 'string' && error.trim()) return error;
    }
  } catch {
    // Not JSON: a proxy's page or nothing at all.
  }
  return fallback;
}
