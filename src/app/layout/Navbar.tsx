import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@/lib/router';
import { useAuth } from '@/backend/auth-state';
import { PRODUCT_NAME } from '@/lib/constants';
import { useHydrating } from '@/lib/hydration';
import { SproutMark } from '@/ui/SproutMark';
import { MAIN_NAV, SIGNED_IN_NAV, SIGNED_OUT_NAV, type NavItem } from './navigation';
import styles from './Navbar.module.css';

function linkClassName(extra?: string) {
  return [styles.link, extra].filter(Boolean).join(' ');
}

/**
 * The site header. At widths of 1150 px or less the links fold into a menu behind a toggle
 * button; the menu closes when a link is chosen, on Escape, on a click outside it and when
 * the page changes.
 */
export function Navbar() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const menuId = useId();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      setOpenOn(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpenOn(null);
  // A prerendered page's menu opens once the page has hydrated.
  const hydrating = useHydrating();
  const accountItem: NavItem | null =
    status === 'signedIn' ? SIGNED_IN_NAV : status === 'signedOut' ? SIGNED_OUT_NAV : null;

  return (
    <header className={styles.header} ref={headerRef}>
      <nav className={styles.bar} aria-label="Main">
        <Link to="/" className={styles.brand} onClick={close}>
          <SproutMark className={styles.brandMark} size={40} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          disabled={hydrating}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <svg
            className={styles.toggleIcon}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            {open ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            )}
          </svg>
          Menu
        </button>
        <ul className={styles.menu} id={menuId} data-open={open}>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClassName()} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {accountItem ? (
            <li className={styles.account}>
              <NavLink
                to={accountItem.to}
                className={linkClassName(styles.accountLink)}
                onClick={close}
              >
                {accountItem.label}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
