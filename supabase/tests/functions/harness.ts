import { vi } from 'vitest';
import { handle } from '../../functions/api/app.ts';
import { registerLocalRoute } from '../../local/http/local-routes';
import { ANON_KEY, CARD_KEY_ID } from '../../local/keys';
import { functionEnvironment, startBackend, type RunningBackend } from '../../local/server';
import {
  CARD_PREFIX,
  PAYPAL_PREFIX,
  registerStandIns,
  type StandInHandler,
} from '../../local/stand-ins/index';
import { createUser, userToken } from '../../local/testing/in-process';
import type { StoredMail } from '../../local/mail/message';

/** Rewrites an answer of a provider stand-in, to play a provider that misbehaves. */
export type ProviderInterceptor = (request: Request, response: Response) => Promise<Response>;
export type PayPalInterceptor = ProviderInterceptor;

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The JSON body when it is an object, else `{}`. */
  body: Record<string, unknown>;
  text: string;
}

export interface CallOptions {
  method?: string;
  /** A JSON value, or a raw string sent as is. */
  body?: unknown;
  /** Bearer token; defaults to the anon key (what supabase-js sends for a visitor). */
  token?: string | null;
  headers?: Record<string, string>;
  /** The `version` query tag; null leaves it out. Default v1. */
  version?: string | null;
  env?: Record<string, string>;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export interface ProfileRow {
  subscription_status: string;
  subscription_end_date: Date | null;
  payment_status: string | null;
  last_order_id: string | null;
  last_payment_id: string | null;
}

export interface PaymentRecord {
  order_id: string;
  user_id: string;
  provider: string;
  payment_id: string | null;
  amount: number;
  currency: string;
  status: string;
  provider_response: Record<string, unknown>;
  activated_at: Date | null;
  receipt_sent_at: Date | null;
}

export interface ContactRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  user_id: string | null;
  mail_status: string;
  mail_attempted_at: Date;
  created_at: Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The embedded backend (real auth, REST on PGlite with the migrations, mail API, stand-ins)
 * in this process, and the `api` function's handler called directly with its environment.
 */
export interface Harness {
  backend: RunningBackend;
  env: Record<string, string>;
  /** What the function logged (console.error), one entry per call. */
  logs: string[];
  call(path: string, options?: CallOptions): Promise<ApiAnswer>;
  createUser(email?: string): Promise<TestUser>;
  setPayPalInterceptor(interceptor: ProviderInterceptor | undefined): void;
  setCardInterceptor(interceptor: ProviderInterceptor | undefined): void;
  /** Records the buyer's choice in the PayPal stand-in's checkout. */
  chooseInPayPalCheckout(orderId: string, choice: string): Promise<void>;
  /** Pays a card order in the stand-in's checkout; returns what its handler would get. */
  payCardOrder(orderId: string): Promise<Record<string, string>>;
  profile(userId: string): Promise<ProfileRow>;
  payments(userId: string): Promise<PaymentRecord[]>;
  contactMessages(): Promise<ContactRecord[]>;
  /** The payment receipts the mailbox holds for this address. */
  receiptsTo(email: string): StoredMail[];
  close(): Promise<void>;
}

let userCount = 0;

export async function startHarness(): Promise<Harness> {
  const interceptors = new Map<string, ProviderInterceptor>();
  registerStandIns((prefix: string, handler: StandInHandler) => {
    registerLocalRoute(prefix, async (request, context) => {
      const response = await handler(request, context);
      const interceptor = interceptors.get(prefix);
      return interceptor ? interceptor(request, response) : response;
    });
  });
  function intercept(prefix: string, interceptor: ProviderInterceptor | undefined): void {
    if (interceptor) interceptors.set(prefix, interceptor);
    else interceptors.delete(prefix);
  }
  const logs: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    logs.push(parts.map((part) => (part instanceof Error ? part.stack : String(part))).join(' '));
  });
  const backend = await startBackend({ port: 0, memory: true, seedDemo: false, log: () => {} });
  const env = functionEnvironment(backend.url, backend.appUrl);

  async function postLocal(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  }

  return {
    backend,
    env,
    logs,
    async call(path, options = {}) {
      const url = new URL(`${backend.url}${path}`);
      const version = options.version === undefined ? 'v1' : options.version;
      if (version !== null) url.searchParams.set('version', version);
      const token = options.token === undefined ? ANON_KEY : options.token;
      const headers: Record<string, string> = {
        apikey: ANON_KEY,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.7',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      };
      const method = options.method ?? 'POST';
      const payload =
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body);
      const response = await handle(
        new Request(url, { method, headers, ...(payload !== undefined ? { body: payload } : {}) }),
        options.env ?? env,
      );
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const body =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : {};
      return { status: response.status, headers: response.headers, body, text };
    },
    async createUser(email) {
      userCount += 1;
      const address = email ?? `parent${userCount}-${Date.now()}@sprouts.test`;
      const id = await createUser(backend.db, address);
      return { id, email: address, token: userToken(id) };
    },
    setPayPalInterceptor(next) {
      intercept(PAYPAL_PREFIX, next);
    },
    setCardInterceptor(next) {
      intercept(CARD_PREFIX, next);
    },
    async chooseInPayPalCheckout(orderId, choice) {
      await postLocal(`/_local/paypal/checkout/${orderId}/choice`, { choice });
    },
    async payCardOrder(orderId) {
      return (await postLocal(`/_local/card/checkout/${orderId}/pay`, {
        key: CARD_KEY_ID,
        outcome: 'success',
      })) as Record<string, string>;
    },
    profile: (userId) =>
      backend.db.admin(async (tx) => {
        const result = await tx.query<ProfileRow>(
          'select subscription_status, subscription_end_date, payment_status, last_order_id, last_payment_id from public.profiles where id = $1',
          [userId],
        );
        return result.rows[0] as ProfileRow;
      }),
    payments: (userId) =>
      backend.db.admin(async (tx) => {
        const result = await tx.query<PaymentRecord>(
          'select order_id, user_id, provider, payment_id, amount, currency, status, provider_response, activated_at, receipt_sent_at from public.payments where user_id = $1 order by created_at',
          [userId],
        );
        return result.rows;
      }),
    contactMessages: () =>
      backend.db.admin(async (tx) => {
        const result = await tx.query<ContactRecord>(
          'select id, name, email, subject, message, ip, user_id, mail_status, mail_attempted_at, created_at from public.contact_messages order by created_at',
        );
        return result.rows;
      }),
    receiptsTo: (email) =>
      backend.mailbox
        .list()
        .filter(
          (mail) => mail.to.includes(email) && mail.subject.startsWith('Your Sprouts receipt'),
        ),
    async close() {
      vi.restoreAllMocks();
      await backend.close();
    },
  };
}

/** Milliseconds between `date` and `now + days`. */
export function distanceFromNowPlusDays(date: Date | null, days: number): number {
  if (!date) return Number.POSITIVE_INFINITY;
  return Math.abs(date.getTime() - (Date.now() + days * DAY_MS));
}

/** `purchase_units[0].payments.captures[0]` of a PayPal order answer. */
export function firstCaptureOf(order: Record<string, unknown>): Record<string, unknown> {
  const units = order.purchase_units as { payments?: { captures?: Record<string, unknown>[] } }[];
  const capture = units[0]?.payments?.captures?.[0];
  if (!capture) throw new Error(`No capture in ${JSON.stringify(order)}`);
  return capture;
}
