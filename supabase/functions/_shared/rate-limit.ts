import type { Env } from './env.ts';
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

/** An IPv4 or IPv6 address as proxies write it (an IPv6 zone or an IPv4 tail allowed). */
const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?:%[\w.-]+)?)$/;

/**
 * The caller's network address, read only from the header named by TRUSTED_IP_HEADER: the one
 * the proxy in front of the function writes itself (hosted behind Cloudflare, `cf-connecting-ip`;
 * the embedded backend, `x-forwarded-for`). A proxy that appends to a list writes the last
 * entry; the entries before it are the caller's own. Without the setting, or with anything that
 * is not an address, null: the per-address limit is then left out, the per-sender one stays.
 */
export function clientIp(request: Request, env: Env): string | null {
  const header = env.TRUSTED_IP_HEADER?.trim().toLowerCase();
  if (!header) return null;
  const value = request.headers.get(header)?.split(',').pop()?.trim() ?? '';
  return value.length <= 64 && IP_ADDRESS.test(value) ? value : null;
}
