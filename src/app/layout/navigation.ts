/** The site's main navigation, in menu order (SPEC section 2, Navbar). */
export interface NavItem {
  to: string;
  label: string;
  /** Only active on the exact path (the home link would otherwise match every page). */
  end?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/class', label: 'Class' },
  { to: '/curriculum', label: 'Curriculum' },
  { to: '/parents', label: 'Parents Corner' },
  { to: '/contact', label: 'Contact' },
];

export const SIGNED_OUT_NAV: NavItem = { to: '/signin', label: 'Sign In' };
export const SIGNED_IN_NAV: NavItem = { to: '/profile', label: 'My Profile' };
