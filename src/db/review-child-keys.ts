/** The key of a child's cards: the first child (null) is '' (IndexedDB cannot index null). */
export function reviewChildKey(childId: string | null): string {
  return childId ?? '';
}

/**
 * The keys of the cards a child plays: its own, and for the family's first child also those kept
 * before it had an id (null), its own first.
 */
export function reviewChildKeys(childId: string | null, isFirstChild: boolean): string[] {
  return isFirstChild && childId !== null
    ? [reviewChildKey(childId), reviewChildKey(null)]
    : [reviewChildKey(childId)];
}
