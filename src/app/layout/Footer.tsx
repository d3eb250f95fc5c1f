import { Link, useLocation } from '@/lib/router';
import { PRODUCT_NAME } from '@/lib/constants';
import { isActivityPath } from '@/pwa/activity-path';
import { InstallApp } from '@/pwa/install/InstallApp';
import { SproutMark } from '@/ui/SproutMark';
import styles from './Footer.module.css';

const FOOTER_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/worksheets', label: 'My worksheets' },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  // A child at play is not offered anything; grown-ups see the offer on every other page.
  const inActivity = isActivityPath(useLocation().pathname);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>
          <SproutMark className={styles.mark} size={36} />
          {PRODUCT_NAME}
        </p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link className={styles.link} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {inActivity ? null : <InstallApp />}
        <p className={styles.copyright}>
          © {year} {PRODUCT_NAME}. English and Maths for Nursery, Kindergarten 1 and Kindergarten 2.
        </p>
      </div>
    </footer>
  );
}
