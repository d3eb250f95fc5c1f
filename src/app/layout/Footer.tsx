import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/lib/constants';
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
        <p className={styles.copyright}>
          © {year} {PRODUCT_NAME}. English and Maths for Nursery, Kindergarten 1 and Kindergarten 2.
        </p>
      </div>
    </footer>
  );
}
