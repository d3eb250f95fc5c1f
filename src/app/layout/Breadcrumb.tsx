import { Link, useLocation } from '@/lib/router';
import { breadcrumbSegments } from './breadcrumb-segments';
import styles from './Breadcrumb.module.css';

/** HOME / SEGMENT / ... on every page except home. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const trail = breadcrumbSegments(pathname);
  if (trail.length === 0) return null;

  return (
    <nav className={styles.breadcrumb} aria-label="Breadcrumb">
      <ol className={styles.list}>
        {trail.map((step) => (
          <li key={step.path} className={styles.item}>
            {step.current ? (
              <span className={styles.current} aria-current="page">
                {step.label}
              </span>
            ) : (
              <Link className={styles.link} to={step.path}>
                {step.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
