/**
 * Every content pack, free and paid, for build scripts and tests. The app itself never imports
 * this module: free packs load through `load-pack.ts`, and paid packs reach the browser only
 * through the `api` function, for active subscribers (ESLint keeps it that way).
 */
import type { ContentPack } from '@/activities/core/types';
import { pack as k1v1 } from './k1/v1';
import { pack as k1v2 } from './k1/v2';
import { pack as k1v3 } from './k1/v3';
import { pack as k1v4 } from './k1/v4';
import { pack as k2v1 } from './k2/v1';
import { pack as nurseryv1 } from './nursery/v1';

export const ALL_PACKS: readonly ContentPack[] = [nurseryv1, k1v1, k1v2, k1v3, k1v4, k2v1];
