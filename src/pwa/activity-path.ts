/**
 * Whether a path is one activity (`/class/{grade}/{volume}/{subject}/{topic}`): a child's play
 * screen, where nothing else asks for attention (update prompt, install offer).
 */
export function isActivityPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 5 && segments[0]?.toLowerCase() === 'class';
}
