import type { AdminRest } from './supabase-admin.ts';

/** How many contact messages one sender (email) and one network address may send per window. */
export const CONTACT_LIMITS = { perSender: 5, perIp: 20, windowSeconds: 60 * 60 } as const;

export type RateDecision = { limited: false } | { limited: true; retryAfterSeconds: number };

/** An email address as a case-insensitive `ilike` pattern: LIKE's wildcards are escaped. */
function exactIlike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Counts the recent messages matching `filter` in contact_messages (the limits live in
 * Postgres, so every instance of the function shares them). When `limit` are inside the
 * window, the caller may send again once the oldest of them leaves it.
 */
async function check(
  rest: AdminRest,
  filter: Record<string, string>,
  limit: number,
  now: Date,
): Promise<RateDecision> {
  const windowMs = CONTACT_LIMITS.windowSeconds * 1000;
  const since = new Date(now.getTime() - windowMs).toISOString();
  const rows = await rest.select<{ created_at: string }>('contact_messages', {
    select: 'created_at',
    ...filter,
    created_at: `gt.${since}`,
    order: 'created_at.desc',
    limit: String(limit),
  });
  const oldest = rows[limit - 1];
  if (!oldest) return { limited: false };
  const freeAt = new Date(oldest.created_at).getTime() + windowMs;
  return {
    limited: true,
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
  };
}

export async function checkContactLimits(
  rest: AdminRest,
  sender: { email: string; ip: string | null },
  now: Date = new Date(),
): Promise<RateDecision> {
  const bySender = await check(
    rest,
    { email: `ilike.${exactIlike(sender.email)}` },
    CONTACT_LIMITS.perSender,
    now,
  );
  if (bySender.limited || !sender.ip) return bySender;
  return check(rest, { ip: `eq.${sender.ip}` }, CONTACT_LIMITS.perIp, now);
}

/**
 * The caller's address as the platform's proxy reports it. `cf-connecting-ip` and `x-real-ip`
 * are written by the proxy itself; the first `x-forwarded-for` value can come from the caller
 * when a proxy appends to the header, so it is only the last resort (the embedded backend
 * writes it itself).
 */
export function clientIp(request: Request): string | null {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip =
    request.headers.get('cf-connecting-ip')?.trim() ||
    request.headers.get('x-real-ip')?.trim() ||
    forwarded;
  const trimmed = ip?.trim().slice(0, 64);
  return trimmed ? trimmed : null;
}
