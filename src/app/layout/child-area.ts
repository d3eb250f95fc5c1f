/**
 * The child's area is where a child plays on their own: the grade picker and everything under
 * /class (grades, volumes, subjects, activities). Leaving it for any other page (settings,
 * payments, the account, the rest of the site) asks a grown-up first.
 */
export function isChildArea(pathname: string): boolean {
  return /^\/class(\/|$)/i.test(pathname);
}

export function leavesChildArea(from: string, to: string): boolean {
  return isChildArea(from) && !isChildArea(to);
}
