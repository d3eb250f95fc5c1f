/**
 * Every content pack, free and paid, for build scripts and tests. The app itself never imports
 * this module: free packs load through `load-pack.ts`, and paid packs reach the browser only
 * through the `api` function, for active subscribers (a test in packs.test.ts keeps it that way).
 */
import type { ContentPack } from '@/domain/types';
import { pack as k1v1 } from './k1/v1';
import { pack as k1v2 } from './k1/v2';
import { pack as k1v3 } from './k1/v3';
import { pack as k1v4 } from './k1/v4';
import { pack as k2v1 } from './k2/v1';
import { pack as k2v2 } from './k2/v2';
import { pack as k2v3 } from './k2/v3';
import { pack as k2v4 } from './k2/v4';
import { pack as nurseryv1 } from './nursery/v1';
import { pack as nurseryv2 } from './nursery/v2';
import { pack as nurseryv3 } from './nursery/v3';
import { pack as nurseryv4 } from './nursery/v4';

export const ALL_PACKS: readonly ContentPack[] = [
  nurseryv1,
  nurseryv2,
  nurseryv3,
  nurseryv4,
  k1v1,
  k1v2,
  k1v3,
  k1v4,
  k2v1,
  k2v2,
  k2v3,
  k2v4,
];
