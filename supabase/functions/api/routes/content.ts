import { findCaller } from '../../_shared/auth.ts';
import {
  FREE_VOLUME,
  contentCatalog,
  findPublishedPack,
  packBody,
  parseContentGrade,
  parseContentVolume,
} from '../../_shared/content-catalog.ts';
import type { PublishedPack } from '../../_shared/content-types.ts';
import { httpError } from '../../_shared/http.ts';
import { createAdminRest } from '../../_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

export const CONTENT_MESSAGES = {
  unknownVolume: (grade: string, volume: string) =>
    `There is no volume ${volume} of grade ${grade}. Grades are nursery, k1 and k2; volumes are v1 to v4.`,
  signedOut: 'Please sign in with a subscribed account to get this volume.',
  noSubscription:
    'Volumes 2 to 4 come with an active subscription. Subscribe, or renew, to get this volume.',
  notPublished: 'This volume is not published yet. Please try again later.',
} as const;

/** Headers of a pack answer: never kept by shared caches, sized for a progress bar. */
function packHeaders(entry: PublishedPack): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'private, no-store',
    ETag: `"${entry.version}"`,
    'X-Content-Bytes': String(entry.bytes),
  };
}

/** GET /api/content routes, serving the given packs (the generated ones when deployed). */
export function contentRoutes(packs: readonly PublishedPack[]) {
  /** GET /api/content: what can be downloaded, with sizes and versions (no content). */
  async function getCatalog(c: AppContext): Promise<Response> {
    return c.json({ packs: contentCatalog(packs) }, 200, { 'Cache-Control': 'no-cache' });
  }

  /**
   * GET /api/content/{grade}/{volume}: the pack's JSON. Volume 1 is free for anyone; volumes
   * 2 to 4 only for a signed-in parent whose subscription is active (checked in the database
   * with has_active_subscription, after Auth has verified the caller's token).
   */
  async function getPack(c: AppContext): Promise<Response> {
    const grade = parseContentGrade(c.req.param('grade') ?? '');
    const volume = parseContentVolume(c.req.param('volume') ?? '');
    if (!grade || !volume) {
      throw httpError(
        404,
        CONTENT_MESSAGES.unknownVolume(c.req.param('grade') ?? '', c.req.param('volume') ?? ''),
        { code: 'unknown_volume' },
      );
    }
    if (volume !== FREE_VOLUME) {
      const caller = await findCaller(c.req.raw, c.env);
      if (!caller) throw httpError(401, CONTENT_MESSAGES.signedOut, { code: 'signed_out' });
      const active = await createAdminRest(c.env).rpc<boolean>('has_active_subscription', {
        uid: caller.id,
      });
      if (active !== true) {
        throw httpError(403, CONTENT_MESSAGES.noSubscription, { code: 'subscription_required' });
      }
    }
    const entry = findPublishedPack(grade, volume, packs);
    if (!entry) throw httpError(404, CONTENT_MESSAGES.notPublished, { code: 'not_published' });
    return c.body(packBody(entry), 200, packHeaders(entry));
  }

  return { getCatalog, getPack };
}
