import type { ReactNode } from 'react';
import { POLICIES_EFFECTIVE_DATE } from '@/lib/constants';
import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import styles from './LegalDocument.module.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** A plain-language summary shown before the full text. */
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/** A policy page: title, effective date, summary, contents and numbered sections. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  return (
    <article className={styles.document}>
      <PageHeading title={title} />
      <p className={styles.effective}>Effective {POLICIES_EFFECTIVE_DATE}</p>
      <Card tone="green" className={styles.summary}>
        {summary}
      </Card>
      <nav className={styles.toc} aria-labelledby="contents-title">
        <h2 className={styles.tocTitle} id="contents-title">
          Contents
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
