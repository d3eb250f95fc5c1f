/** Types of scripts/build-content.mjs, for the test that keeps the generated content current. */
import type { ContentPack } from '../src/domain/types';

export const OUTPUT_DIR: string;
export const INDEX_FILE: string;
export function packFileName(pack: ContentPack): string;
export function packBody(pack: ContentPack): string;
export function packVersion(body: string): string;
export function renderContentFiles(packs: readonly ContentPack[]): Map<string, string>;
