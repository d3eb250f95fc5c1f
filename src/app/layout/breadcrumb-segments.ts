/** One step of the breadcrumb trail. */
export interface BreadcrumbSegment {
  /** Upper-case label, e.g. 'HOME', 'CLASS', 'K1'. */
  label: string;
  /** The path this step links to, e.g. '/class/k1'. */
  path: string;
  /** True for the last step: the page being shown. */
  current: boolean;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (e.g. '%E0%A4') is shown as typed rather than breaking the page.
    return segment;
  }
}

/**
 * SPEC section 2: 'HOME' followed by each path segment in upper case, on every page except
 * home (where the trail is empty). Empty segments from repeated or trailing slashes are
 * skipped; each step links to the path up to and including it.
 */
export function breadcrumbSegments(pathname: string): BreadcrumbSegment[] {
  const parts = pathname.split('/').filter((part) => part.length > 0);
  if (parts.length === 0) return [];

  const trail: BreadcrumbSegment[] = [{ label: 'HOME', path: '/', current: false }];
  parts.forEach((part, index) => {
    trail.push({
      label: decodeSegment(part).toUpperCase(),
      path: `/${parts.slice(0, index + 1).join('/')}`,
      current: index === parts.length - 1,
    });
  });
  return trail;
}
