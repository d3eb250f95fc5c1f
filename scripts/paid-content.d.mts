/** Types of scripts/paid-content.mjs. */
import type { ContentPack } from '../src/domain/types';

export function paidMarkers(
  packs: readonly ContentPack[],
  publicText: string,
): Map<string, string[]>;
export function readBuild(dir: string): Map<string, string>;
export function findPaidContent(
  files: ReadonlyMap<string, string>,
  markers: ReadonlyMap<string, readonly string[]>,
): { pack: string; marker: string; file: string }[];
