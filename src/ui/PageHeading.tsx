import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

interface PageHeadingProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  align?: 'start' | 'center';
  id?: string;
}

export function PageHeading({ title, eyebrow, lead, align = 'start', id }: PageHeadingProps) {
  return (
    <header className={[styles.heading, align === 'center' ? styles.centered : ''].join(' ')}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title} id={id}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
