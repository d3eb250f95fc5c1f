import type { ReactNode } from 'react';
import { ButtonLink } from '@/ui/Button';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import styles from './ErrorMessage.module.css';

interface ErrorMessageProps {
  title: string;
  message: ReactNode;
  /** Extra actions shown after the link home. */
  actions?: ReactNode;
}

function WiltedSprout() {
  return (
    <svg className={styles.picture} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="#fff4cf" />
      <ellipse cx="60" cy="96" rx="30" ry="8" fill="#8a5a2b" />
      <path
        d="M60 95V62c0-10 6-16 14-18"
        stroke="#21603a"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M74 44c10-2 20 4 22 16-12 2-21-4-22-16Z" fill="#5cb377" />
      <path d="M60 70c-10-6-22-4-28 6 10 6 22 4 28-6Z" fill="#2f7d4f" />
    </svg>
  );
}

/** A friendly full-page message with a way home: never a blank page. */
export function ErrorMessage({ title, message, actions }: ErrorMessageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.panel} aria-labelledby="error-title">
      <WiltedSprout />
      <h1 className={styles.title} id="error-title">
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <ButtonLink to="/">Go to the Home Page</ButtonLink>
        {actions}
      </div>
    </section>
  );
}
