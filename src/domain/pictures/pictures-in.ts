/** Every picture named anywhere in `value` (an item, a round...): its `picture` fields, in order. */
export function picturesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const entry of value) picturesIn(entry, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'picture' && typeof entry === 'string') found.add(entry);
      else picturesIn(entry, found);
    }
  }
  return found;
}
