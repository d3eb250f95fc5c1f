/**
 * The worksheet email call with the real supabase-js client against the embedded backend:
 * the api function, Auth, Postgres and the mailbox all answer for real.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USER } from '../../supabase/local/keys';
import { startBackend, type RunningBackend } from '../../supabase/local/server';
import { createTestClient } from '../../supabase/tests/contract/harness';
import {
  emailWorksheets,
  MAX_EMAIL_PDF_BYTES,
  toBase64,
  TOO_LARGE_TO_EMAIL,
} from './worksheet-email';

const state = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('./client', () => ({
  get supabase() {
    return state.client;
  },
}));

let backend: RunningBackend;

function pdf(text = 'worksheet'): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.3\n% ${text}\n%%EOF\n`);
}

beforeAll(async () => {
  backend = await startBackend({ port: 0, memory: true, bcryptCost: 4, log: () => {} });
});
afterAll(async () => {
  await backend.close();
});
beforeEach(async () => {
  state.client = createTestClient(backend.url, backend.anonKey);
  await backend.mailbox.clear();
});

describe('emailWorksheets', () => {
  it('sends the PDFs of a signed-in subscriber to their own address', async () => {
    const { error } = await state.client!.auth.signInWithPassword({
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect(error).toBeNull();
    const outcome = await emailWorksheets('Count to 10', [
      { fileName: 'sprouts-k1-v1-maths-count-to-10.pdf', pdf: pdf() },
    ]);
    expect(outcome).toEqual({ ok: true, sentTo: DEMO_USER.email });
    const [mail] = backend.mailbox.list();
    expect(mail?.to).toEqual([DEMO_USER.email]);
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: 'sprouts-k1-v1-maths-count-to-10.pdf',
      content: toBase64(pdf()),
    });
  });

  it("gives a visitor the server's reason", async () => {
    expect(await emailWorksheets('Count to 10', [{ fileName: 'a.pdf', pdf: pdf() }])).toEqual({
      ok: false,
      reason: 'not_signed_in',
      message: 'Please sign in to email worksheets.',
    });
  });

  it('tells a new parent to subscribe, then to verify the email', async () => {
    const email = `new-${Date.now()}@example.test`;
    const { error } = await state.client!.auth.signUp({
      email,
      password: 'sprouts-pass-123',
      options: { data: { name: 'Noor', grade: 'Nursery' } },
    });
    expect(error).toBeNull();
    const files = [{ fileName: 'a.pdf', pdf: pdf() }];
    expect(await emailWorksheets('Count to 10', files)).toMatchObject({
      ok: false,
      reason: 'subscription_required',
      message: 'Emailing worksheets comes with a subscription.',
    });
    await backend.db.admin((tx) =>
      tx.query(
        `update public.profiles set subscription_status = 'active',
           subscription_end_date = now() + interval '1 year' where email = $1`,
        [email],
      ),
    );
    expect(await emailWorksheets('Count to 10', files)).toMatchObject({
      ok: false,
      reason: 'email_not_verified',
    });
    expect(backend.mailbox.list().every((mail) => !mail.attachments?.length)).toBe(true);
  });

  it('refuses more than 5 MB before sending anything', async () => {
    const big = new Uint8Array(MAX_EMAIL_PDF_BYTES + 1);
    big.set(pdf());
    expect(await emailWorksheets('Volume 1', [{ fileName: 'v.pdf', pdf: big }])).toEqual({
      ok: false,
      reason: 'too_large',
      message: TOO_LARGE_TO_EMAIL,
    });
    expect(backend.mailbox.list()).toEqual([]);
  });

  it('says so when Sprouts cannot be reached', async () => {
    state.client = createTestClient('http://127.0.0.1:9', backend.anonKey);
    expect(await emailWorksheets('Count to 10', [{ fileName: 'a.pdf', pdf: pdf() }])).toMatchObject(
      { ok: false, reason: 'offline' },
    );
  });

  it('encodes bytes as base64 in chunks', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => index % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
