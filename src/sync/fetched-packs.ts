/**
 * Packs fetched from the server during this visit, so moving between pages does not fetch
 * again. Kept apart from the pack loading code so that forgetting them on sign-out loads
 * nothing.
 */
import type { ContentPack } from '@/domain/types';

export const fetchedPacks = new Map<string, ContentPack>();

/** Forgets packs fetched during this visit (sign-out). */
export function forgetFetchedPacks(): void {
  fetchedPacks.clear();
}
