/**
 * Latency of the embedded backend on loopback: password sign-in, a profile read and a progress
 * upsert, each by 1 and by 20 concurrent clients running a bounded loop of requests.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ANON_KEY, DEMO_USER } from '../../supabase/local/keys';
import type { BackendOperation, BackendResults, LatencyFigure } from './results';
import { median, percentile, round } from './stats';

interface Session {
  accessToken: string;
  userId: string;
}

type Request = (session: Session) => Promise<Response>;

async function signIn(backendUrl: string): Promise<Response> {
  return fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
}

async function demoSession(backendUrl: string): Promise<Session> {
  const response = await signIn(backendUrl);
  if (!response.ok) throw new Error(`Demo sign-in failed: ${response.status}`);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { accessToken: body.access_token, userId: body.user.id };
}

function requests(backendUrl: string): Record<BackendOperation, Request> {
  const rest = (session: Session) => ({
    apikey: ANON_KEY,
    Authorization: `Bearer ${session.accessToken}`,
  });
  return {
    signIn: () => signIn(backendUrl),
    profileRead: (session) =>
      fetch(`${backendUrl}/rest/v1/profiles?select=*&id=eq.${session.userId}`, {
        headers: { ...rest(session), 'Accept-Profile': 'public' },
      }),
    progressUpsert: (session) =>
      fetch(`${backendUrl}/rest/v1/progress_events?on_conflict=id`, {
        method: 'POST',
        headers: {
          ...rest(session),
          'Content-Type': 'application/json',
          'Content-Profile': 'public',
          Prefer: 'resolution=ignore-duplicates,return=minimal',
        },
        body: JSON.stringify([
          {
            id: randomUUID(),
            grade: 'k1',
            volume: 'v1',
            subject: 'maths',
            topic: 'add-within-5',
            kind: 'addition',
            score: 7,
            max_score: 8,
            stars: 3,
            duration_ms: 42_000,
            finished_at: new Date().toISOString(),
          },
        ]),
      }),
  };
}

async function loop(
  request: Request,
  session: Session,
  clients: number,
  perClient: number,
): Promise<LatencyFigure> {
  const samples: number[] = [];
  const client = async () => {
    for (let index = 0; index < perClient; index += 1) {
      const started = performance.now();
      const response = await request(session);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Request failed with ${response.status}`);
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return {
    requests: samples.length,
    medianMs: round(median(samples)),
    p95Ms: round(percentile(samples, 95)),
  };
}

/** Requests per client: sign-in hashes a password (bcrypt), so it runs fewer. */
const PER_CLIENT: Record<BackendOperation, Record<number, number>> = {
  signIn: { 1: 20, 20: 5 },
  profileRead: { 1: 100, 20: 25 },
  progressUpsert: { 1: 100, 20: 25 },
};

export async function measureBackend(backendUrl: string): Promise<BackendResults> {
  const session = await demoSession(backendUrl);
  const calls = requests(backendUrl);
  const results: BackendResults = {};
  for (const clients of [1, 20]) {
    const figures = {} as Record<BackendOperation, LatencyFigure>;
    for (const operation of Object.keys(calls) as BackendOperation[]) {
      const perClient = PER_CLIENT[operation][clients] ?? 10;
      // A short warm-up so the first figures do not include cold paths.
      await loop(calls[operation], session, 1, 3);
      figures[operation] = await loop(calls[operation], session, clients, perClient);
    }
    results[String(clients)] = figures;
  }
  return results;
}
