/**
 * Where sign-in returns to: the `next` path of the page that sent the parent there, when it is
 * a path of this site; anything else (another origin, `//host`, a scheme, a malformed value)
 * is ignored and sign-in goes home as the specification says.
 */
export function safeNextPath(next: string | null, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
