import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANON_KEY, MAIL_FROM, SERVICE_ROLE_KEY } from '../../local/keys';
import { startHarness, type Harness, type TestUser } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.backend.mailbox.clear();
});

const ROUTE = '/api/worksheets/email';
const MB = 1024 * 1024;

/** A small but real-looking PDF of `bytes` bytes, in base64. */
function pdfBase64(bytes = 2000, marker = 'worksheet'): string {
  const head = Buffer.from(`%PDF-1.3\n% ${marker}\n`);
  const body = Buffer.alloc(Math.max(0, bytes - head.length), 0x20);
  return Buffer.concat([head, body]).toString('base64');
}

const valid = {
  title: 'Count to 10',
  attachments: [{ filename: 'sprouts-k1-v1-maths-count-to-10.pdf', content: pdfBase64() }],
};

interface Parent extends TestUser {
  verified: boolean;
  subscribed: boolean;
}

/** A parent with or without a verified email and an active subscription. */
async function parent(options: { verified?: boolean; subscribed?: boolean } = {}): Promise<Parent> {
  const { verified = true, subscribed = true } = options;
  const user = await harness.createUser();
  await harness.backend.db.admin(async (tx) => {
    if (verified)
      await tx.query('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);
    if (subscribed)
      await tx.query(
        `update public.profiles set subscription_status = 'active',
           subscription_end_date = now() + interval '30 days' where id = $1`,
        [user.id],
      );
  });
  return { ...user, verified, subscribed };
}

interface EmailRow {
  user_id: string;
  attachments: number;
  bytes: number;
  mail_status: string;
  created_at: Date;
}

function emailRows(userId: string): Promise<EmailRow[]> {
  return harness.backend.db.admin(async (tx) => {
    const result = await tx.query<EmailRow>(
      'select user_id, attachments, bytes, mail_status, created_at from public.worksheet_emails where user_id = $1 order by created_at',
      [userId],
    );
    return result.rows;
  });
}

function send(user: { token: string } | null, body: unknown = valid, env?: Record<string, string>) {
  return harness.call(ROUTE, {
    body,
    token: user ? user.token : null,
    ...(env ? { env } : {}),
  });
}

describe('POST /api/worksheets/email', () => {
  it("mails the PDFs to the subscriber's verified address, never one from the body", async () => {
    const subscriber = await parent();
    const answer = await send(subscriber, {
      ...valid,
      to: 'someone-else@example.com',
      email: 'someone-else@example.com',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, sentTo: subscriber.email });

    const [mail, ...others] = harness.backend.mailbox.list();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      from: MAIL_FROM,
      to: [subscriber.email],
      subject: 'Your Sprouts worksheet: Count to 10',
    });
    expect(mail?.text).toContain('Count to 10');
    expect(mail?.text).toContain(`${harness.backend.appUrl}/worksheets`);
    expect(mail?.attachments).toEqual([
      {
        filename: 'sprouts-k1-v1-maths-count-to-10.pdf',
        content: valid.attachments[0]?.content,
        content_type: 'application/pdf',
      },
    ]);
    const attached = Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64');
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');

    const rows = await emailRows(subscriber.id);
    expect(rows).toEqual([
      expect.objectContaining({ attachments: 1, bytes: 2000, mail_status: 'sent' }),
    ]);
  });

  it('sends a volume as several attachments and escapes the title in the HTML', async () => {
    const subscriber = await parent();
    const answer = await send(subscriber, {
      title: 'Kindergarten 1 <b>Volume 1</b>',
      attachments: [
        { filename: 'sprouts-k1-v1-english.pdf', content: pdfBase64(3000, 'a') },
        { filename: 'sprouts-k1-v1-maths.pdf', content: pdfBase64(4000, 'b') },
      ],
    });
    expect(answer.status).toBe(200);
    const [mail] = harness.backend.mailbox.list();
    expect(mail?.subject).toBe('Your Sprouts worksheets: Kindergarten 1 <b>Volume 1</b>');
    expect(mail?.html).toContain('Kindergarten 1 &lt;b&gt;Volume 1&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Volume');
    expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual([
      'sprouts-k1-v1-english.pdf',
      'sprouts-k1-v1-maths.pdf',
    ]);
    expect(await emailRows(subscriber.id)).toEqual([
      expect.objectContaining({ attachments: 2, bytes: 7000, mail_status: 'sent' }),
    ]);
  });

  it.each([
    ['no token', null],
    ['the anon key', ANON_KEY],
    ['the service role key', SERVICE_ROLE_KEY],
    ['a broken token', 'not-a-jwt'],
  ])('answers 401 to a visitor (%s)', async (_, token) => {
    const answer = await harness.call(ROUTE, { body: valid, token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: 'Please sign in to email worksheets.',
      code: 'not_signed_in',
    });
    expect(harness.backend.mailbox.list()).toEqual([]);
  });

  it('answers 403 to a parent without an active subscription, sending nothing', async () => {
    const lapsed = await parent({ subscribed: false });
    await harness.backend.db.admin((tx) =>
      tx.query(
        `update public.profiles set subscription_status = 'active',
           subscription_end_date = now() - interval '1 day' where id = $1`,
        [lapsed.id],
      ),
    );
    for (const user of [await parent({ subscribed: false }), lapsed]) {
      const answer = await send(user);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: 'Emailing worksheets comes with a subscription.',
        code: 'subscription_required',
      });
      expect(await emailRows(user.id)).toEqual([]);
    }
    expect(harness.backend.mailbox.list()).toEqual([]);
  });

  it('answers 403 to a subscriber whose email is not verified, sending nothing', async () => {
    const unverified = await parent({ verified: false });
    const answer = await send(unverified);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error:
        'Please verify your email address first: open the link we sent you, or send a new one from your profile.',
      code: 'email_not_verified',
    });
    expect(harness.backend.mailbox.list()).toEqual([]);
    expect(await emailRows(unverified.id)).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"title":', ''],
    ['an array body', [], ''],
    ['no title', { attachments: valid.attachments }, 'title'],
    ['a blank title', { ...valid, title: ' \n ' }, 'title'],
    ['a title too long', { ...valid, title: 't'.repeat(151) }, 'title'],
    ['a title with a NUL character', { ...valid, title: 'Count\u0000to 10' }, 'title'],
    ['a title with an unpaired surrogate', { ...valid, title: 'Count \ud83c' }, 'title'],
    ['no attachments', { title: 'x' }, 'attachments'],
    ['an empty attachment list', { title: 'x', attachments: [] }, 'attachments'],
    [
      'too many attachments',
      {
        title: 'x',
        attachments: Array.from({ length: 21 }, (_, index) => ({
          filename: `w${index}.pdf`,
          content: pdfBase64(100),
        })),
      },
      'attachments',
    ],
    ['an attachment that is not an object', { title: 'x', attachments: ['a'] }, 'attachments.0'],
    [
      'a file name with a path',
      { title: 'x', attachments: [{ filename: '../etc/passwd.pdf', content: pdfBase64() }] },
      'attachments.0.filename',
    ],
    [
      'a file that is not a PDF by name',
      { title: 'x', attachments: [{ filename: 'worksheet.exe', content: pdfBase64() }] },
      'attachments.0.filename',
    ],
    [
      'content that is not base64',
      { title: 'x', attachments: [{ filename: 'w.pdf', content: '%PDF-1.3 plain text' }] },
      'attachments.0.content',
    ],
    [
      'content that is not a PDF',
      {
        title: 'x',
        attachments: [
          { filename: 'w.pdf', content: Buffer.from('<html>not a pdf</html>').toString('base64') },
        ],
      },
      'attachments.0.content',
    ],
    [
      'empty content',
      { title: 'x', attachments: [{ filename: 'w.pdf', content: '' }] },
      'attachments.0.content',
    ],
  ])('answers 400 to %s, sending nothing and counting nothing', async (_, body, field) => {
    const subscriber = await parent();
    const answer = await send(subscriber, body);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
    if (field) expect(answer.body).toMatchObject({ field, code: 'invalid_request' });
    expect(harness.backend.mailbox.list()).toEqual([]);
    expect(await emailRows(subscriber.id)).toEqual([]);
  });

  it('answers 413 with a clear message to more than 5 MB of PDFs, counting nothing', async () => {
    const subscriber = await parent();
    const tooLarge =
      'These worksheets are too large to email: at most 5 MB of PDFs fit in one email. Download them instead, or email fewer at a time.';
    // Two PDFs that each fit, together over 5 MB: the body is still readable.
    const split = await send(subscriber, {
      title: 'Volume 1',
      attachments: [
        { filename: 'a.pdf', content: pdfBase64(2.6 * MB) },
        { filename: 'b.pdf', content: pdfBase64(2.6 * MB) },
      ],
    });
    expect(split.status).toBe(413);
    expect(split.body).toEqual({ error: tooLarge, code: 'too_large' });
    // One PDF so large its body is refused before it is read.
    const huge = await send(subscriber, {
      title: 'Volume 1',
      attachments: [{ filename: 'a.pdf', content: pdfBase64(5.5 * MB) }],
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: tooLarge, code: 'too_large' });
    expect(harness.backend.mailbox.list()).toEqual([]);
    expect(await emailRows(subscriber.id)).toEqual([]);

    // Just under 5 MB in all goes out.
    const fits = await send(subscriber, {
      title: 'Volume 1',
      attachments: [{ filename: 'a.pdf', content: pdfBase64(5 * MB - 10) }],
    });
    expect(fits.status).toBe(200);
    expect(harness.backend.mailbox.list()[0]?.attachments?.[0]?.content.length).toBeGreaterThan(
      6.6 * MB,
    );
  });

  it('sends at most 10 emails an hour per account, then answers 429 with the time to wait', async () => {
    const subscriber = await parent();
    const other = await parent();
    for (let index = 0; index < 10; index += 1) {
      expect((await send(subscriber)).status).toBe(200);
    }
    const refused = await send(subscriber);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.error).toBe(
      'You can email up to 10 worksheets an hour. Please try again in 60 minutes.',
    );
    const retry = Number(refused.body.retryAfterSeconds);
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('retry-after')).toBe(String(retry));
    expect(harness.backend.mailbox.list()).toHaveLength(10);
    expect(await emailRows(subscriber.id)).toHaveLength(10);

    // Another account is not held back.
    expect((await send(other)).status).toBe(200);

    // When the oldest leaves the hour (here: 55 minutes ago instead of now), it is free again.
    await harness.backend.db.admin((tx) =>
      tx.query(
        `update public.worksheet_emails set created_at = now() - interval '61 minutes'
         where id = (select id from public.worksheet_emails where user_id = $1
                     order by created_at limit 1)`,
        [subscriber.id],
      ),
    );
    expect((await send(subscriber)).status).toBe(200);
    const again = await send(subscriber);
    expect(again.status).toBe(429);
  });

  it('answers 502 when the mail API fails, and does not count the failed email', async () => {
    const subscriber = await parent();
    const answer = await send(subscriber, valid, { ...harness.env, MAIL_API_KEY: 'wrong-key' });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      error: 'We could not send the email right now. Please try again in a few minutes.',
      code: 'mail_failed',
    });
    expect(await emailRows(subscriber.id)).toEqual([
      expect.objectContaining({ mail_status: 'failed' }),
    ]);
    expect(harness.backend.mailbox.list()).toEqual([]);
  });

  it('answers the CORS preflight, requires version=v1 and only takes POST', async () => {
    const preflight = await harness.call(ROUTE, { method: 'OPTIONS', version: null, token: null });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const unversioned = await harness.call(ROUTE, { body: valid, version: null });
    expect(unversioned.status).toBe(400);
    const get = await harness.call(ROUTE, { method: 'GET' });
    expect(get.status).toBe(405);
  });
});

describe('the embedded backend with worksheet emails', () => {
  async function post(path: string, body: string, token: string) {
    return fetch(`${harness.backend.url}${path}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body,
    });
  }

  it('carries a 5 MB worksheet through the functions host and the mail API', async () => {
    const subscriber = await parent();
    const body = JSON.stringify({
      title: 'Volume 1',
      attachments: [{ filename: 'v1.pdf', content: pdfBase64(5 * MB - 100) }],
    });
    expect(body.length).toBeGreaterThan(6.6 * MB);
    const answer = await post(
      '/functions/v1/api/worksheets/email?version=v1',
      body,
      subscriber.token,
    );
    expect(answer.status).toBe(200);
    const summary = (await (await fetch(`${harness.backend.url}/_local/mail.json`)).json()) as {
      to: string[];
      attachments: { filename: string; size: number; content_type: string }[];
    }[];
    expect(summary[0]).toMatchObject({
      to: [subscriber.email],
      attachments: [{ filename: 'v1.pdf', size: 5 * MB - 100, content_type: 'application/pdf' }],
    });
  });

  it('refuses bodies over 8 MB to a function, and over 1 MB elsewhere', async () => {
    const subscriber = await parent();
    const huge = await post(
      '/functions/v1/api/worksheets/email?version=v1',
      JSON.stringify({
        title: 'x',
        attachments: [{ filename: 'a.pdf', content: pdfBase64(6.5 * MB) }],
      }),
      subscriber.token,
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Request body is larger than 8 MB' });
    const rest = await post(
      '/rest/v1/progress_events',
      JSON.stringify({ x: 'y'.repeat(1.1 * MB) }),
      subscriber.token,
    );
    expect(rest.status).toBe(413);
    expect(await rest.json()).toEqual({ message: 'Request body is larger than 1 MB' });
  });
});
