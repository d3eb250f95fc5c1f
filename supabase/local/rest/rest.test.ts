import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../jwt';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../keys';
import {
  BACKEND_URL,
  createUser,
  startInProcess,
  userToken,
  type InProcessBackend,
} from '../testing/in-process';

/** REST semantics through the real supabase-js client (postgrest-js), in-process. */
describe('REST API (/rest/v1)', () => {
  let backend: InProcessBackend;
  let owner: string;
  let other: string;

  const asOwner = () => backend.client({ accessToken: userToken(owner) });
  const asOther = () => backend.client({ accessToken: userToken(other) });
  const asService = () => backend.client({ key: SERVICE_ROLE_KEY });
  const asAnon = () => backend.client();

  const progress = (overrides: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    grade: 'k1',
    volume: 'v1',
    subject: 'maths',
    topic: 'counting-to-10',
    kind: 'counting',
    score: 6,
    max_score: 8,
    stars: 2,
    duration_ms: 30_000,
    finished_at: '2026-04-01T10:00:00.000Z',
    ...overrides,
  });

  /** A raw request, for shapes supabase-js hides. */
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('apikey')) headers.set('apikey', ANON_KEY);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    return backend.fetch(`${BACKEND_URL}/rest/v1${path}`, { ...init, headers });
  };

  beforeAll(async () => {
    backend = await startInProcess();
    owner = await createUser(backend.db, 'owner@example.com', { name: 'Ava', grade: 'Nursery' });
    other = await createUser(backend.db, 'other@example.com', {
      name: 'Ben',
      grade: 'Kindergarten-2',
    });
  });
  afterAll(async () => {
    await backend.close();
  });

  describe('profiles', () => {
    it('a user reads its own profile with the columns it asks for', async () => {
      const { data, error } = await asOwner()
        .from('profiles')
        .select('name, grade, subscription_status')
        .eq('id', owner)
        .maybeSingle();
      expect(error).toBeNull();
      expect(data).toEqual({ name: 'Ava', grade: 'Nursery', subscription_status: 'inactive' });
    });

    it("another user's profile is invisible", async () => {
      const { data, error } = await asOther()
        .from('profiles')
        .select('*')
        .eq('id', owner)
        .maybeSingle();
      expect(error).toBeNull();
      expect(data).toBeNull();
      const all = await asOther().from('profiles').select('id');
      expect(all.data).toEqual([{ id: other }]);
    });

    it('single() on no row is a 406 PGRST116', async () => {
      const { error, status } = await asOther()
        .from('profiles')
        .select('*')
        .eq('id', owner)
        .single();
      expect(status).toBe(406);
      expect(error).toMatchObject({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
      });
    });

    it('name and grade can be updated, and the update returns the row', async () => {
      const { data, error, status } = await asOwner()
        .from('profiles')
        .update({ name: 'Ava Rose', grade: 'Kindergarten-1' })
        .eq('id', owner)
        .select('id, name, grade');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ id: owner, name: 'Ava Rose', grade: 'Kindergarten-1' }]);
    });

    it.each([
      ['subscription_status', { subscription_status: 'active' }],
      ['subscription_end_date', { subscription_end_date: '2099-01-01T00:00:00Z' }],
      ['payment fields', { payment_status: 'success', last_order_id: 'x' }],
      ['email', { email: 'someone@example.com' }],
    ])('updating %s is refused with 403 42501', async (_label, change) => {
      const { error, status } = await asOwner().from('profiles').update(change).eq('id', owner);
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501' });
      const { data } = await asService()
        .from('profiles')
        .select('subscription_status, email')
        .eq('id', owner)
        .single();
      expect(data).toEqual({ subscription_status: 'inactive', email: 'owner@example.com' });
    });

    it('an update of a row the user cannot see changes nothing', async () => {
      const { data, error } = await asOther()
        .from('profiles')
        .update({ name: 'Hacked' })
        .eq('id', owner)
        .select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it('a grade outside the list is a 400 23514', async () => {
      const { error, status } = await asOwner()
        .from('profiles')
        .update({ grade: 'Year 9' })
        .eq('id', owner);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23514' });
    });

    it('anonymous callers are refused with 401 42501', async () => {
      const { error, status } = await asAnon().from('profiles').select('*');
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: '42501' });
    });
  });

  describe('progress_events', () => {
    it('upsert with ignoreDuplicates stores a repeated id once', async () => {
      const event = progress();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { error, status } = await asOwner()
          .from('progress_events')
          .upsert(event, { onConflict: 'id', ignoreDuplicates: true });
        expect(error).toBeNull();
        expect(status).toBe(201);
      }
      const { count } = await asOwner()
        .from('progress_events')
        .select('id', { count: 'exact', head: true })
        .eq('id', event.id);
      expect(count).toBe(1);
    });

    it('user_id defaults to the caller; inserting for another user is refused', async () => {
      const mine = progress();
      const { data, error } = await asOwner()
        .from('progress_events')
        .insert(mine)
        .select('user_id')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ user_id: owner });

      const forged = await asOwner()
        .from('progress_events')
        .insert(progress({ user_id: other }));
      expect(forged.status).toBe(403);
      expect(forged.error).toMatchObject({ code: '42501' });
      expect(forged.error?.message).toContain('row-level security');
    });

    it('a plain insert of an existing id is a 409 23505', async () => {
      const event = progress();
      await asOwner().from('progress_events').insert(event);
      const { error, status } = await asOwner().from('progress_events').insert(event);
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: '23505' });
    });

    it('arrays insert in one statement and come back with return=representation', async () => {
      const rows = [1, 2, 3].map((score) => progress({ topic: 'batch', score }));
      const { data, error, status } = await asOther()
        .from('progress_events')
        .insert(rows)
        .select('score, stars');
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([
        { score: 1, stars: 2 },
        { score: 2, stars: 2 },
        { score: 3, stars: 2 },
      ]);
    });

    it('missing=default gives absent keys their default; without it they are null', async () => {
      const full = progress({ topic: 'defaults' });
      const { duration_ms: _left, ...partial } = progress({ topic: 'defaults' });
      const withDefaults = await asOwner()
        .from('progress_events')
        .insert([full, partial], { defaultToNull: false })
        .select('duration_ms');
      expect(withDefaults.error).toBeNull();
      expect(withDefaults.data).toEqual([{ duration_ms: 30_000 }, { duration_ms: 0 }]);

      const { duration_ms: _gone, ...again } = progress({ topic: 'defaults' });
      const withNulls = await asOwner().from('progress_events').insert([progress(), again]);
      expect(withNulls.status).toBe(400);
      expect(withNulls.error).toMatchObject({ code: '23502' });
    });

    it('order, limit, range and an exact count', async () => {
      const rows = [5, 1, 4, 2, 3].map((score) => progress({ topic: 'ordering', score }));
      await asService()
        .from('progress_events')
        .insert(rows.map((row) => ({ ...row, user_id: other })));
      const ordered = await asOther()
        .from('progress_events')
        .select('score', { count: 'exact' })
        .eq('topic', 'ordering')
        .order('score', { ascending: false })
        .range(1, 3);
      expect(ordered.error).toBeNull();
      expect(ordered.data).toEqual([{ score: 4 }, { score: 3 }, { score: 2 }]);
      expect(ordered.count).toBe(5);

      const limited = await asOther()
        .from('progress_events')
        .select('score')
        .eq('topic', 'ordering')
        .order('score')
        .limit(2);
      expect(limited.data).toEqual([{ score: 1 }, { score: 2 }]);
    });

    it('filters: in, gte/lt, neq, like, ilike, is, not, or', async () => {
      const client = asOther();
      const scores = async (query: PromiseLike<{ data: { score: number }[] | null }>) =>
        ((await query).data ?? []).map((row) => row.score).sort();
      const base = () => client.from('progress_events').select('score').eq('topic', 'ordering');
      expect(await scores(base().in('score', [1, 3, 9]))).toEqual([1, 3]);
      expect(await scores(base().gte('score', 2).lt('score', 4))).toEqual([2, 3]);
      expect(await scores(base().neq('score', 5))).toEqual([1, 2, 3, 4]);
      expect(await scores(base().not('score', 'in', '(1,2)'))).toEqual([3, 4, 5]);
      expect(await scores(base().or('score.eq.1,score.gt.4'))).toEqual([1, 5]);
      expect(await scores(base().or('and(score.gt.1,score.lt.3),score.eq.5'))).toEqual([2, 5]);
      expect(await scores(base().like('kind', 'count*').eq('score', 2))).toEqual([2]);
      expect(await scores(base().ilike('kind', 'COUNT%').eq('score', 3))).toEqual([3]);
      expect(await scores(base().is('topic', null))).toEqual([]);
      expect(await scores(base().not('kind', 'is', null).eq('score', 4))).toEqual([4]);
    });

    it('users cannot update or delete results', async () => {
      const update = await asOwner()
        .from('progress_events')
        .update({ score: 0 })
        .eq('user_id', owner);
      expect(update).toMatchObject({ status: 403, error: { code: '42501' } });
      const remove = await asOwner().from('progress_events').delete().eq('user_id', owner);
      expect(remove).toMatchObject({ status: 403, error: { code: '42501' } });
    });

    it('the service role deletes with a filter and counts what it deleted', async () => {
      const { count, error, status } = await asService()
        .from('progress_events')
        .delete({ count: 'exact' })
        .eq('topic', 'batch');
      expect(error).toBeNull();
      expect(status).toBe(204);
      expect(count).toBe(3);
    });
  });

  describe('payments and contact messages', () => {
    it('users cannot insert payments; the service role upserts on order_id', async () => {
      const payment = {
        user_id: owner,
        provider: 'paypal',
        order_id: 'ORDER-1',
        amount: 1900,
        currency: 'USD',
      };
      const refused = await asOwner().from('payments').insert(payment);
      expect(refused).toMatchObject({ status: 403, error: { code: '42501' } });

      await asService().from('payments').insert(payment);
      const merged = await asService()
        .from('payments')
        .upsert({ ...payment, status: 'paid', payment_id: 'CAP-1' }, { onConflict: 'order_id' })
        .select('order_id, status, payment_id');
      expect(merged.error).toBeNull();
      expect(merged.data).toEqual([{ order_id: 'ORDER-1', status: 'paid', payment_id: 'CAP-1' }]);

      const own = await asOwner().from('payments').select('order_id');
      expect(own.data).toEqual([{ order_id: 'ORDER-1' }]);
      const others = await asOther().from('payments').select('order_id');
      expect(others.data).toEqual([]);
    });

    it('contact messages are closed to users and anonymous callers', async () => {
      const message = { name: 'Pat', email: 'pat@example.com', subject: 'Hi', message: 'Hello' };
      expect(await asAnon().from('contact_messages').insert(message)).toMatchObject({
        status: 401,
        error: { code: '42501' },
      });
      expect(await asOwner().from('contact_messages').select('*')).toMatchObject({
        status: 403,
        error: { code: '42501' },
      });
      expect((await asService().from('contact_messages').insert(message)).status).toBe(201);
    });
  });

  describe('rpc', () => {
    it('has_active_subscription answers for the caller and refuses anonymous callers', async () => {
      expect((await asOwner().rpc('has_active_subscription', { uid: owner })).data).toBe(false);
      await asService()
        .from('profiles')
        .update({ subscription_status: 'active', subscription_end_date: '2099-01-01T00:00:00Z' })
        .eq('id', owner);
      expect((await asOwner().rpc('has_active_subscription', { uid: owner })).data).toBe(true);
      expect((await asOther().rpc('has_active_subscription', { uid: owner })).data).toBe(false);
      const anon = await asAnon().rpc('has_active_subscription', { uid: owner });
      expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    });

    it('an unknown function or argument is a 404 PGRST202', async () => {
      const unknown = await asOwner().rpc('no_such_function', {});
      expect(unknown).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
      const wrongArgs = await asOwner().rpc('has_active_subscription', { user: owner });
      expect(wrongArgs).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    });
  });

  describe('errors and headers', () => {
    it('an unknown table is a 404 42P01', async () => {
      const response = await raw('/nothing_here?select=*', { token: userToken(owner) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: '42P01',
        message: 'relation "public.nothing_here" does not exist',
        details: null,
        hint: null,
      });
    });

    it('unknown columns are 400s (42703 in select and filters, PGRST204 in a body)', async () => {
      const select = await asOwner().from('profiles').select('name, shoe_size');
      expect(select).toMatchObject({
        status: 400,
        error: { code: '42703', message: 'column profiles.shoe_size does not exist' },
      });
      const filter = await asOwner().from('profiles').select('name').eq('shoe_size', 3);
      expect(filter).toMatchObject({ status: 400, error: { code: '42703' } });
      const body = await asOwner()
        .from('progress_events')
        .insert({ ...progress(), shoe_size: 3 });
      expect(body).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
    });

    it('malformed JSON is a 400 PGRST102', async () => {
      const response = await raw('/progress_events', {
        method: 'POST',
        token: userToken(owner),
        headers: { 'content-type': 'application/json' },
        body: '{"id": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PGRST102',
        message: 'Empty or invalid json',
      });
    });

    it('a value of the wrong type is a 400 22P02', async () => {
      const { error, status } = await asOwner()
        .from('profiles')
        .select('id')
        .eq('id', 'not-a-uuid');
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22P02' });
    });

    it('a forged token is a 401 PGRST301; an expired one a 401 PGRST303', async () => {
      const forged = signJwt(
        { sub: owner, role: 'service_role' },
        'not-the-project-secret-at-all-000000',
      );
      const bad = await raw('/profiles', { token: forged });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toMatchObject({ code: 'PGRST301' });
      const expired = await raw('/profiles', { token: userToken(owner, -10) });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
      const now = Math.floor(Date.now() / 1000);
      const early = signJwt(
        { sub: owner, role: 'authenticated', nbf: now + 24 * 3600, exp: now + 25 * 3600 },
        JWT_SECRET,
      );
      const notYet = await raw('/profiles', { token: early });
      expect(notYet.status).toBe(401);
      expect(await notYet.json()).toMatchObject({ code: 'PGRST303', message: 'JWT not yet valid' });
    });

    it.each([
      ['PATCH', '/profiles?id=eq.OWNER', (deep: string) => `{"settings":${deep}}`],
      ['POST', '/progress_events', (deep: string) => `{"id":"${randomUUID()}","skills":${deep}}`],
      ['POST', '/rpc/has_active_subscription', (deep: string) => `{"uid":${deep}}`],
    ])('JSON nested 6,000 deep in a %s of %s is a 400 PGRST102', async (method, path, body) => {
      const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
      const response = await raw(path.replace('OWNER', owner), {
        method,
        token: userToken(owner),
        headers: { 'content-type': 'application/json' },
        body: body(deep),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PGRST102',
        details: expect.stringContaining('nested more than 64 levels deep'),
      });
      expect(backend.db.isIdle()).toBe(true);
    });

    it('PATCH and DELETE without a filter are refused', async () => {
      const update = await asService()
        .from('profiles')
        .update({ name: 'Everyone' })
        .neq('id', owner);
      expect(update.error).toBeNull();
      const everything = await raw('/profiles', {
        method: 'PATCH',
        headers: { apikey: SERVICE_ROLE_KEY, 'content-type': 'application/json' },
        body: '{"name":"All"}',
      });
      expect(everything.status).toBe(400);
      expect(await everything.json()).toMatchObject({ code: '21000' });
      const remove = await raw('/profiles', {
        method: 'DELETE',
        headers: { apikey: SERVICE_ROLE_KEY },
      });
      expect(remove.status).toBe(400);
    });

    it('Prefer values joined with ", " are all honoured', async () => {
      const response = await raw('/progress_events', {
        method: 'POST',
        token: userToken(owner),
        headers: {
          'content-type': 'application/json',
          prefer: 'return=representation, count=exact',
        },
        body: JSON.stringify(progress({ score: 7 })),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('content-range')).toBe('*/1');
      expect(await response.json()).toMatchObject([{ score: 7 }]);
    });

    it('HEAD with count=exact answers a Content-Range and no body', async () => {
      const response = await raw('/profiles?select=id', {
        method: 'HEAD',
        token: userToken(owner),
        headers: { prefer: 'count=exact' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBe('0-0/1');
      expect(await response.text()).toBe('');
    });

    it('a Range header pages like limit/offset', async () => {
      const response = await raw('/progress_events?select=score&topic=eq.ordering&order=score', {
        token: userToken(other),
        headers: { range: '1-2' },
      });
      expect(await response.json()).toEqual([{ score: 2 }, { score: 3 }]);
      expect(response.headers.get('content-range')).toBe('1-2/*');
    });

    it('an unknown schema or media type is a 406', async () => {
      const schema = await raw('/profiles', {
        token: userToken(owner),
        headers: { 'accept-profile': 'auth' },
      });
      expect(schema.status).toBe(406);
      expect(await schema.json()).toMatchObject({ code: 'PGRST106' });
      const csv = await raw('/profiles', {
        token: userToken(owner),
        headers: { accept: 'text/csv' },
      });
      expect(csv.status).toBe(406);
    });

    it('an unsupported method or select syntax is refused, not crashed on', async () => {
      const put = await raw('/profiles?id=eq.x', {
        method: 'PUT',
        token: userToken(owner),
        body: '{}',
      });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD, POST, PATCH, DELETE, OPTIONS');
      const embedded = await raw('/profiles?select=*,payments(*)', { token: userToken(owner) });
      expect(embedded.status).toBe(400);
      expect(await embedded.json()).toMatchObject({ code: 'PGRST100' });
      const operator = await raw('/profiles?name=fts.x', { token: userToken(owner) });
      expect(operator.status).toBe(400);
    });

    it('odd requests get a 4xx, never a 500', async () => {
      const token = userToken(owner);
      const odd: [string, RequestInit][] = [
        ['/profiles?limit=99999999999999999999', {}],
        ['/profiles?offset=-1', {}],
        ['/profiles?order=name.sideways', {}],
        ['/profiles?select=name,', {}],
        ['/profiles?or=(name.eq.a', {}],
        ['/profiles?id=in.(1,2', {}],
        ['/profiles?grade=is.maybe', {}],
        ['/profiles?name', {}],
        ['/%E0%A4%A', {}],
        ['/rpc/has_active_subscription', { method: 'POST', body: '[1,2]' }],
        ['/rpc/has_active_subscription', { method: 'POST', body: '{"uid":"nope"}' }],
        ['/progress_events', { method: 'POST', body: '[1]' }],
        ['/progress_events', { method: 'POST', body: '' }],
        ['/progress_events', { method: 'POST', body: '[{"id":"a"},{"score":1}]' }],
        ['/progress_events?columns=nope', { method: 'POST', body: '{"id":"x"}' }],
        ['/profiles?id=eq.x', { method: 'PATCH', body: '[]' }],
        ['/profiles?id=eq.x', { method: 'PATCH', body: '{"name": {"deep": 1}, "grade": 3}' }],
      ];
      for (const [path, init] of odd) {
        const response = await raw(path, {
          ...init,
          token,
          headers: { 'content-type': 'application/json', range: '99999999999999999999-1' },
        });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
        expect(await response.json(), path).toHaveProperty('code');
      }
      expect(backend.db.isIdle()).toBe(true);
    });

    it('every failed request left no transaction open and no role behind', async () => {
      await raw('/profiles', {
        method: 'PATCH',
        token: userToken(owner),
        headers: { 'content-type': 'application/json' },
        body: '{"subscription_status":"active"}',
      });
      expect(backend.db.isIdle()).toBe(true);
      const session = await backend.db.admin(
        async (tx) =>
          (
            await tx.query<{ role: string; claims: string | null }>(
              `select current_user as role, current_setting('request.jwt.claims', true) as claims`,
            )
          ).rows[0],
      );
      expect(session?.role).toBe('postgres');
      expect(session?.claims ?? '').toBe('');
    });
  });
});
