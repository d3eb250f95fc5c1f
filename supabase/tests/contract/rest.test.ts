import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../../local/main';
import { clientFor, rawFetch, signUpParent, startTestBackend, type SignedUp } from './harness';

let backend: RunningBackend;
let owner: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  backend = await startTestBackend();
  owner = await signUpParent(backend, 'owner', { name: 'Olive', grade: 'Kindergarten-2' });
  other = await signUpParent(backend, 'other', { name: 'Otto', grade: 'Nursery' });
});
afterAll(async () => {
  await backend?.close();
});

function progressEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    grade: 'k1',
    volume: 'v1',
    subject: 'maths',
    topic: 'counting-to-10',
    kind: 'counting',
    score: 7,
    max_score: 8,
    stars: 2,
    duration_ms: 42_000,
    finished_at: new Date().toISOString(),
    ...overrides,
  };
}

describe('profiles', () => {
  it('selects only the own row', async () => {
    const { data, error } = await owner.client.from('profiles').select('*');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ id: owner.userId, name: 'Olive', grade: 'Kindergarten-2' });

    const hidden = await owner.client.from('profiles').select('id').eq('id', other.userId);
    expect(hidden.error).toBeNull();
    expect(hidden.data).toEqual([]);
  });

  it('updates name and grade and returns the row', async () => {
    const { data, error } = await owner.client
      .from('profiles')
      .update({ name: 'Olivia', grade: 'Kindergarten-1' })
      .eq('id', owner.userId)
      .select('name, grade')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Olivia', grade: 'Kindergarten-1' });
  });

  it('refuses a change of the subscription with 42501', async () => {
    const { error, status } = await owner.client
      .from('profiles')
      .update({ subscription_status: 'active' })
      .eq('id', owner.userId);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const { data } = await owner.client.from('profiles').select('subscription_status').single();
    expect(data?.subscription_status).toBe('inactive');
  });

  it('cannot change another user’s profile', async () => {
    const { data, error } = await owner.client
      .from('profiles')
      .update({ name: 'Hacked' })
      .eq('id', other.userId)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: theirs } = await other.client.from('profiles').select('name').single();
    expect(theirs?.name).toBe('Otto');
  });

  it('refuses visitors with 401', async () => {
    const { error, status } = await clientFor(backend).from('profiles').select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('answers single() on no rows with PGRST116 and maybeSingle() with null', async () => {
    const none = await owner.client.from('profiles').select('*').eq('id', other.userId).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
    });
    const maybe = await owner.client
      .from('profiles')
      .select('*')
      .eq('id', other.userId)
      .maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('lets the service role read every profile with an exact count', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    const { data, count, error } = await service
      .from('profiles')
      .select('id, email', { count: 'exact' })
      .in('id', [owner.userId, other.userId])
      .order('email', { ascending: true });
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data?.map((row) => row.email)).toEqual([owner.email, other.email].sort());
  });
});

describe('payments', () => {
  it('refuses inserts by a signed-in user', async () => {
    const { error, status } = await owner.client.from('payments').insert({
      user_id: owner.userId,
      provider: 'paypal',
      order_id: `order-${randomUUID()}`,
      amount: 1900,
      currency: 'USD',
    });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });
});

describe('progress events', () => {
  it('stores an event once however often it is upserted with ignore-duplicates', async () => {
    const event = progressEvent();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error, status } = await owner.client
        .from('progress_events')
        .upsert(event, { onConflict: 'id', ignoreDuplicates: true });
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const { data, error } = await owner.client
      .from('progress_events')
      .select('id, user_id, score')
      .eq('id', event.id as string);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: event.id, user_id: owner.userId, score: 7 }]);
  });

  it('inserts arrays, returns the representation, filters and orders', async () => {
    const events = [1, 2, 3].map((score) => progressEvent({ score, topic: `topic-${score}` }));
    const inserted = await owner.client.from('progress_events').insert(events).select('score');
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toHaveLength(3);

    const { data } = await owner.client
      .from('progress_events')
      .select('score, topic')
      .like('topic', 'topic-%')
      .gte('score', 2)
      .order('score', { ascending: false })
      .limit(5);
    expect(data).toEqual([
      { score: 3, topic: 'topic-3' },
      { score: 2, topic: 'topic-2' },
    ]);
    const neither = await owner.client
      .from('progress_events')
      .select('score')
      .like('topic', 'topic-%')
      .or('score.eq.1,score.eq.3')
      .order('score');
    expect(neither.data).toEqual([{ score: 1 }, { score: 3 }]);
  });

  it('hides other users’ events and refuses writing events for them', async () => {
    const { data } = await other.client.from('progress_events').select('id');
    expect(data).toEqual([]);
    const { error } = await other.client
      .from('progress_events')
      .insert({ ...progressEvent(), user_id: owner.userId });
    expect(error?.code).toBe('42501');
  });

  it('reports check constraint violations as 400 with the SQLSTATE', async () => {
    const { error, status } = await owner.client
      .from('progress_events')
      .insert(progressEvent({ stars: 9 }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('reports a duplicate id without ignore-duplicates as 409', async () => {
    const event = progressEvent();
    await owner.client.from('progress_events').insert(event);
    const { error, status } = await owner.client.from('progress_events').insert(event);
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it('reports a malformed uuid as 400 22P02', async () => {
    const { error, status } = await owner.client
      .from('progress_events')
      .select('id')
      .eq('id', 'not-a-uuid');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('errors of the REST API', () => {
  it('404 for an unknown table, 400 for an unknown column', async () => {
    const table = await owner.client.from('nope').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: '42P01',
      message: 'relation "public.nope" does not exist',
    });
    const column = await owner.client.from('profiles').select('nope');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    const filter = await owner.client.from('profiles').select('id').eq('nope', 1);
    expect(filter.status).toBe(400);
    expect(filter.error?.code).toBe('42703');
  });

  it('400 PGRST102 for malformed JSON', async () => {
    const response = await rawFetch(backend, '/rest/v1/progress_events', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
      body: '{"id": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
    });
  });

  it('401 PGRST301 for a forged JWT and PGRST303 for an expired one', async () => {
    const [header, payload] = owner.accessToken.split('.');
    const forged = await rawFetch(backend, '/rest/v1/profiles?select=id', {
      headers: {
        authorization: `Bearer ${header}.${payload}.${Buffer.from('forged').toString('base64url')}`,
      },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' });

    const { signJwt } = await import('../../local/jwt');
    const past = Math.floor(Date.now() / 1000) - 60;
    const expiredToken = signJwt(
      {
        sub: owner.userId,
        role: 'authenticated',
        aud: 'authenticated',
        iat: past - 3600,
        exp: past,
      },
      backend.jwtSecret,
    );
    const expired = await rawFetch(backend, '/rest/v1/profiles?select=id', {
      headers: { authorization: `Bearer ${expiredToken}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('calls functions with named arguments', async () => {
    const mine = await owner.client.rpc('has_active_subscription', { uid: owner.userId });
    expect(mine.error).toBeNull();
    expect(mine.data).toBe(false);
    const missing = await owner.client.rpc('no_such_function', {});
    expect(missing.status).toBe(404);
  });
});
