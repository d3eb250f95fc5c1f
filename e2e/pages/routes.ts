/**
 * The routes of SPEC section 2 with the main heading each one shows. Headings of pages whose
 * content is still growing (account forms, contact, subscription checkout, profile) are
 * matched by their name only, so richer pages keep passing.
 */
export interface RouteCase {
  path: string;
  heading: string | RegExp;
  /** Match the heading text exactly (pages whose wording the specification fixes). */
  exact?: boolean;
}

export const PAGE_ROUTES: readonly RouteCase[] = [
  { path: '/', heading: 'Preschool Through Kindergarten', exact: true },
  { path: '/signin', heading: 'Sign In' },
  { path: '/signup', heading: 'Sign Up' },
  { path: '/forgot-password', heading: 'Forgot Password' },
  { path: '/subscribe', heading: 'Subscribe' },
  { path: '/subscription', heading: /Subscri/ },
  { path: '/parents', heading: 'Parents Corner', exact: true },
  { path: '/curriculum', heading: 'Our Curriculum', exact: true },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy', exact: true },
  { path: '/terms', heading: 'Terms of Use', exact: true },
  // A signed-out visitor may be sent to sign in.
  { path: '/profile', heading: /My Profile|Sign In/ },
  { path: '/class', heading: 'Select Your Grade', exact: true },
  { path: '/class/nursery', heading: 'Welcome To Preschool', exact: true },
  { path: '/class/k1', heading: 'Welcome To Grade K1', exact: true },
  { path: '/class/K2', heading: 'Welcome To Grade K2', exact: true },
  { path: '/class/nursery/v1', heading: 'Nursery', exact: true },
  { path: '/class/k1/v2', heading: 'Kindergarten - 1', exact: true },
  { path: '/class/k2/v1/curriculum', heading: 'Kindergarten - 2', exact: true },
  { path: '/class/Nursery/curriculum', heading: /curriculum/i },
];

export const NOT_FOUND_PATHS: readonly string[] = ['/nope', '/class/k1/v1/english/x/y'];

/** Unknown grade or volume: the error names them as typed in the URL. */
export const GRADE_ERROR_CASES: readonly { path: string; message: string }[] = [
  { path: '/class/k4/v1', message: 'Error: k4 v1 Component for grade and volume not found' },
  { path: '/class/k1/v9', message: 'Error: k1 v9 Component for grade and volume not found' },
  { path: '/class/k4', message: 'Error: k4 Component for grade and volume not found' },
];

export const ALL_PATHS: readonly string[] = [
  ...PAGE_ROUTES.map((route) => route.path),
  ...NOT_FOUND_PATHS,
  ...GRADE_ERROR_CASES.map((error) => error.path),
];
