/**
 * POST {api}/contact?version=v1 (SPEC section 7): the contact form's message, stored on the
 * server and mailed to support. Answers a typed outcome instead of throwing.
 */

import { errorMessage } from './error-message';

/** What the form sends. `id` is generated on the device: a retry with it is the same message. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot: people never see it, so it is empty unless a robot filled the form. */
  website?: string;
}

export type ContactField = 'name' | 'email' | 'subject' | 'message';

export interface ContactFailure {
  ok: false;
  /** The HTTP status, or null when no answer came (offline, server unreachable, time-out). */
  status: number | null;
  /** The server's message, or the network error's. */
  message: string;
  /** The form field the server found wrong (400). */
  field: ContactField | null;
  /** When the server asked to try again (429, 503). */
  retryAfterSeconds: number | null;
}

export type ContactOutcome = { ok: true } | ContactFailure;

/** No answer within this time counts as no answer at all. */
export const CONTACT_TIMEOUT_MS = 20_000;

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function secondsFrom(value: unknown): number | null {
  const seconds = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds)
    : null;
}

/** The failure an error answer describes: status, the server's message, field, retry time. */
export async function failureFromResponse(response: Response): Promise<ContactFailure> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const details = isRecord(body) ? body : {};
  const field = FIELDS.find((name) => name === details.field) ?? null;
  return {
    ok: false,
    status: response.status,
    message:
      typeof details.error === 'string' && details.error
        ? details.error
        : `The server answered ${response.status}`,
    field,
    retryAfterSeconds:
      secondsFrom(details.retryAfterSeconds) ?? secondsFrom(response.headers.get('retry-after')),
  };
}

function unreachable(error: unknown): ContactFailure {
  return {
    ok: false,
    status: null,
    message: errorMessage(error, 'The server could not be reached'),
    field: null,
    retryAfterSeconds: null,
  };
}

/** Sends one message; a signed-in parent's session goes with it. */
export async function sendContactMessage(message: ContactMessage): Promise<ContactOutcome> {
  try {
    const { supabase } = await import('./client');
    const { website, ...fields } = message;
    const { error, response } = await supabase.functions.invoke('api/contact?version=v1', {
      body: website ? { ...fields, website } : fields,
      timeout: CONTACT_TIMEOUT_MS,
    });
    if (!error) return { ok: true };
    // An error answer (FunctionsHttpError, FunctionsRelayError) carries the response.
    if (response) return failureFromResponse(response);
    return unreachable(error);
  } catch (error) {
    // The client chunk could not be loaded: no connection.
    return unreachable(error);
  }
}
