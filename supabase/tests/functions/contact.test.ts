import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STALE_ATTEMPT_MS } from '../../functions/api/routes/contact';
import { SUPPORT_EMAIL } from '../../local/keys';
import { startHarness, type Harness } from './harness';

let harness: Harness;
let ipCounter = 0;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.backend.db.admin((tx) => tx.query('delete from public.contact_messages'));
  await harness.backend.mailbox.clear();
});

/** A fresh network address per call unless one is given, so only the limit under test applies. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

/** Arrays inside arrays, `levels` deep. */
function nested(levels: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < levels; level += 1) value = [value];
  return value;
}

const valid = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  subject: 'Worksheets for K1',
  message: 'Hello!\nCan I print the K1 worksheets in colour?',
};

function send(body: unknown, options: { ip?: string; token?: string | null } = {}) {
  return harness.call('/api/contact', {
    body,
    headers: { 'x-forwarded-for': options.ip ?? freshIp() },
    ...(options.token !== undefined ? { token: options.token } : {}),
  });
}

describe('POST /api/contact', () => {
  /** The mails to the support inbox (each sender also gets an acknowledgement). */
  const supportMails = () =>
    harness.backend.mailbox.list().filter((mail) => mail.to.includes(SUPPORT_EMAIL));

  it('acknowledges the message to its sender once, greeting them by the name they gave', async () => {
    const id = crypto.randomUUID();
    expect((await send({ ...valid, id })).status).toBe(200);
    expect((await send({ ...valid, id })).status).toBe(200);
    const acknowledgements = harness.backend.mailbox
      .list()
      .filter((mail) => mail.to.includes(valid.email));
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]).toMatchObject({
      reply_to: [SUPPORT_EMAIL],
      subject: 'We received your message: Worksheets for K1',
    });
    expect(acknowledgements[0]?.text).toMatch(/^Hello Priya Sharma,\n/);
    expect(acknowledgements[0]?.text).toContain('We have received your message');
    expect(acknowledgements[0]?.text).toContain(valid.message);
    expect(acknowledgements[0]?.html).toContain('<p>Hello Priya Sharma,</p>');
  });

  it('stores the message and mails it to support with a reply-to of the sender', async () => {
    const answer = await send({ ...valid, website: '' }, { ip: '192.0.2.44' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });

    const [stored, ...others] = await harness.contactMessages();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      ...valid,
      ip: '192.0.2.44',
      user_id: null,
      mail_status: 'sent',
    });

    const [mail, ...moreMail] = supportMails();
    expect(moreMail).toEqual([]);
    expect(mail).toMatchObject({
      to: [SUPPORT_EMAIL],
      reply_to: [valid.email],
      subject: '[Sprouts contact] Worksheets for K1',
    });
    expect(mail?.text).toContain('Priya Sharma <priya@example.com>');
    expect(mail?.text).toContain(valid.message);
  });

  it('escapes the message in the HTML mail and keeps one-line subjects', async () => {
    const answer = await send({
      ...valid,
      name: 'Eve <img src=x>',
      subject: 'Hi\r\nBcc: someone@example.com',
      message: '<script>alert("x")</script> & more',
    });
    expect(answer.status).toBe(200);
    const [mail] = supportMails();
    expect(mail?.subject).toBe('[Sprouts contact] Hi Bcc: someone@example.com');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail?.html).toContain('Eve &lt;img src=x&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
  });

  it('records the signed-in sender', async () => {
    const user = await harness.createUser();
    expect((await send(valid, { token: user.token })).status).toBe(200);
    const [stored] = await harness.contactMessages();
    expect(stored?.user_id).toBe(user.id);
  });

  it('accepts a visitor without any token', async () => {
    expect((await send(valid, { token: null })).status).toBe(200);
    expect(await harness.contactMessages()).toHaveLength(1);
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: 42 }],
    ['email', { email: undefined }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'parent@' }],
    ['email', { email: `${'a'.repeat(250)}@example.com` }],
    ['subject', { subject: undefined }],
    ['subject', { subject: '' }],
    ['subject', { subject: 's'.repeat(151) }],
    ['message', { message: undefined }],
    ['message', { message: ' \n ' }],
    ['message', { message: 'm'.repeat(5001) }],
    ['id', { id: 'not-a-uuid' }],
    ['id', { id: 42 }],
    ['name', { name: 'Pri\u0000ya' }],
    ['name', { name: 'Priya \ud800' }],
    ['email', { email: 'pri\u0000ya@example.com' }],
    ['subject', { subject: '\udc00 Worksheets' }],
    ['message', { message: 'Hello\u0000' }],
  ])('answers 400 naming %s for %j, storing and sending nothing', async (field, change) => {
    const answer = await send({ ...valid, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(typeof answer.body.error).toBe('string');
    expect(await harness.contactMessages()).toEqual([]);
    expect(supportMails()).toEqual([]);
  });

  it('accepts text in any script, emoji included, and JSON nested 64 levels deep', async () => {
    const answer = await send({
      ...valid,
      name: 'प्रिया 🌱',
      message: 'مرحبا 👋🏽',
      extra: nested(63),
    });
    expect(answer.status).toBe(200);
    expect((await harness.contactMessages())[0]).toMatchObject({ name: 'प्रिया 🌱' });
  });

  it('accepts the longest values allowed', async () => {
    const answer = await send({
      name: 'n'.repeat(100),
      email: `${'a'.repeat(240)}@example.com`,
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['a list', JSON.stringify([valid])],
    ['an empty body', ''],
    ['JSON nested 65 levels deep', JSON.stringify({ ...valid, extra: nested(64) })],
  ])('answers 400 for %s', async (_what, body) => {
    const answer = await harness.call('/api/contact', { body });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
    expect(await harness.contactMessages()).toEqual([]);
  });

  it('answers a filled honeypot with a quiet 200 and keeps nothing', async () => {
    const answer = await send({ ...valid, website: 'https://spam.example' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(await harness.contactMessages()).toEqual([]);
    expect(supportMails()).toEqual([]);
  });

  it('lets one sender send 5 messages an hour, whatever the letter case', async () => {
    for (let count = 0; count < 5; count += 1) {
      expect((await send(valid)).status).toBe(200);
    }
    const limited = await send({ ...valid, email: 'PRIYA@Example.com' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.body).toMatchObject({ retryAfterSeconds: retryAfter });
    expect(typeof limited.body.error).toBe('string');
    expect(await harness.contactMessages()).toHaveLength(5);
    expect(supportMails()).toHaveLength(5);

    expect((await send({ ...valid, email: 'someone.else@example.com' })).status).toBe(200);
  });

  describe('the network address of the per-address limit', () => {
    const storedIp = async () => (await harness.contactMessages())[0]?.ip;
    const spoofed = { 'cf-connecting-ip': '192.0.2.200', 'x-real-ip': '192.0.2.201' };

    it('comes only from the header TRUSTED_IP_HEADER names, never from one the caller made up', async () => {
      const answer = await harness.call('/api/contact', {
        body: valid,
        headers: { 'x-forwarded-for': '192.0.2.10', ...spoofed },
      });
      expect(answer.status).toBe(200);
      expect(await storedIp()).toBe('192.0.2.10');
    });

    it("is the last x-forwarded-for entry, the one the proxy added after the caller's own", async () => {
      await harness.call('/api/contact', {
        body: valid,
        headers: { 'x-forwarded-for': '10.9.9.9, 192.0.2.7' },
      });
      expect(await storedIp()).toBe('192.0.2.7');
    });

    it('is read from cf-connecting-ip when the proxy in front writes that one', async () => {
      await harness.call('/api/contact', {
        body: valid,
        headers: { 'x-forwarded-for': '192.0.2.10', ...spoofed },
        env: { ...harness.env, TRUSTED_IP_HEADER: 'cf-connecting-ip' },
      });
      expect(await storedIp()).toBe('192.0.2.200');
    });

    it('is left out when no header is trusted or the header holds no address', async () => {
      const { TRUSTED_IP_HEADER: _trusted, ...untrusted } = harness.env;
      await harness.call('/api/contact', {
        body: valid,
        headers: { 'x-forwarded-for': '192.0.2.10', ...spoofed },
        env: untrusted,
      });
      await harness.call('/api/contact', {
        body: { ...valid, email: 'other@example.com' },
        headers: { 'x-forwarded-for': '192.0.2.10,or(ip.is.null)' },
      });
      expect((await harness.contactMessages()).map((row) => row.ip)).toEqual([null, null]);
    });
  });

  it('counts only the last hour', async () => {
    await harness.backend.db.admin((tx) =>
      tx.query(
        `insert into public.contact_messages (name, email, subject, message, ip, mail_status, created_at)
         select 'Old', 'priya@example.com', 'Old', 'Old', '192.0.2.1', 'sent', now() - interval '61 minutes'
         from generate_series(1, 5)`,
      ),
    );
    expect((await send(valid)).status).toBe(200);
  });

  it('does not treat an underscore in an address as a wildcard', async () => {
    for (let count = 0; count < 5; count += 1) {
      expect((await send({ ...valid, email: 'a_b@example.com' })).status).toBe(200);
    }
    expect((await send({ ...valid, email: 'axb@example.com' })).status).toBe(200);
    expect((await send({ ...valid, email: 'a_b@example.com' })).status).toBe(429);
  });

  it('lets one network address send 20 messages an hour', async () => {
    const ip = '203.0.113.99';
    for (let count = 0; count < 20; count += 1) {
      const answer = await send({ ...valid, email: `parent${count}@example.com` }, { ip });
      expect(answer.status).toBe(200);
    }
    const limited = await send({ ...valid, email: 'parent-new@example.com' }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await harness.contactMessages()).toHaveLength(20);

    expect((await send({ ...valid, email: 'parent-new@example.com' })).status).toBe(200);
  });

  it('keeps the message and says so when the mail API fails', async () => {
    const answer = await harness.call('/api/contact', {
      body: valid,
      env: { ...harness.env, MAIL_API_KEY: 'revoked-key' },
    });
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(
      'Your message was saved but could not be delivered right now. Please try again in a few minutes.',
    );
    expect(answer.text).not.toContain('revoked-key');
    const [stored] = await harness.contactMessages();
    expect(stored).toMatchObject({ ...valid, mail_status: 'failed' });
    expect(supportMails()).toEqual([]);
  });

  it('keeps the message when the mail API cannot be reached', async () => {
    const answer = await harness.call('/api/contact', {
      body: valid,
      env: { ...harness.env, MAIL_API_URL: 'http://127.0.0.1:9/unreachable' },
    });
    expect(answer.status).toBe(502);
    expect((await harness.contactMessages())[0]?.mail_status).toBe('failed');
  });

  describe('sent again with the same id', () => {
    const brokenMail = () => ({ ...harness.env, MAIL_API_KEY: 'revoked-key' });

    async function setStatus(id: string, status: string, attemptedAgoMs: number) {
      await harness.backend.db.admin((tx) =>
        tx.query(
          `update public.contact_messages
           set mail_status = $2, mail_attempted_at = now() - make_interval(secs => $3::double precision)
           where id = $1`,
          [id, status, attemptedAgoMs / 1000],
        ),
      );
    }

    it('stores and mails a message once, however often it arrives', async () => {
      const id = randomUUID();
      expect((await send({ ...valid, id })).status).toBe(200);
      const again = await send({ ...valid, id });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ ok: true });
      const stored = await harness.contactMessages();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id, mail_status: 'sent' });
      expect(supportMails()).toHaveLength(1);
    });

    it('stores and mails once when two copies arrive at the same moment', async () => {
      const id = randomUUID();
      const ip = '192.0.2.77';
      const answers = await Promise.all([
        send({ ...valid, id }, { ip }),
        send({ ...valid, id }, { ip }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([200, 503]).toContain(statuses[1]);
      expect(await harness.contactMessages()).toHaveLength(1);
      expect(supportMails()).toHaveLength(1);
    });

    it('mails the stored message again after a failed attempt, without storing a copy', async () => {
      const id = randomUUID();
      const failed = await harness.call('/api/contact', {
        body: { ...valid, id },
        env: brokenMail(),
      });
      expect(failed.status).toBe(502);
      expect(supportMails()).toEqual([]);

      const retried = await send({
        ...valid,
        id,
        message: 'A different text is not a new message',
      });
      expect(retried.status).toBe(200);
      const stored = await harness.contactMessages();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id, message: valid.message, mail_status: 'sent' });
      const [mail, ...others] = supportMails();
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ to: [SUPPORT_EMAIL], reply_to: [valid.email] });
      expect(mail?.text).toContain(valid.message);

      expect((await send({ ...valid, id })).status).toBe(200);
      expect(supportMails()).toHaveLength(1);
    });

    it('does not count a retry against the sender limit', async () => {
      const id = randomUUID();
      const failed = await harness.call('/api/contact', {
        body: { ...valid, id },
        env: brokenMail(),
      });
      expect(failed.status).toBe(502);
      for (let count = 0; count < 4; count += 1) expect((await send(valid)).status).toBe(200);
      expect((await send(valid)).status).toBe(429);
      expect((await send({ ...valid, id })).status).toBe(200);
      expect(await harness.contactMessages()).toHaveLength(5);
      expect(supportMails()).toHaveLength(5);
    });

    it('asks to try again soon while another attempt is still mailing it', async () => {
      const id = randomUUID();
      expect(
        (await harness.call('/api/contact', { body: { ...valid, id }, env: brokenMail() })).status,
      ).toBe(502);
      await setStatus(id, 'pending', 5_000);
      const busy = await send({ ...valid, id });
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('30');
      expect(busy.body).toMatchObject({ retryAfterSeconds: 30 });
      expect(typeof busy.body.error).toBe('string');
      expect(supportMails()).toEqual([]);
    });

    it('takes over an attempt that started long ago and never finished', async () => {
      const id = randomUUID();
      expect(
        (await harness.call('/api/contact', { body: { ...valid, id }, env: brokenMail() })).status,
      ).toBe(502);
      await setStatus(id, 'pending', STALE_ATTEMPT_MS + 10_000);
      expect((await send({ ...valid, id })).status).toBe(200);
      expect((await harness.contactMessages())[0]).toMatchObject({ mail_status: 'sent' });
      expect(supportMails()).toHaveLength(1);
    });

    it('keeps the id the app generated', async () => {
      const id = randomUUID();
      expect((await send({ ...valid, id })).status).toBe(200);
      expect((await harness.contactMessages())[0]?.id).toBe(id);
    });
  });
});
