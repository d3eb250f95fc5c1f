import { useRef, useState, type ReactNode } from 'react';
import { hasRecentPass } from './gate-pass';
import { ParentalGate, type ParentalGateProps } from './ParentalGate';
import styles from './ParentalGate.module.css';

interface GrownUpsOnlyProps extends Pick<ParentalGateProps, 'reason' | 'headingLevel' | 'pick'> {
  children: ReactNode;
  /**
   * Where grown-up things sit among a child's screens: a small button with this text comes first,
   * and only a tap on it shows the question.
   */
  opener?: string;
}

/**
 * Shows its content after the parental gate is passed (or was passed a few minutes ago in this
 * tab), moving the focus to the content once it opens.
 */
export function GrownUpsOnly({ reason, headingLevel, pick, opener, children }: GrownUpsOnlyProps) {
  const [open, setOpen] = useState(() => hasRecentPass());
  const [asked, setAsked] = useState(opener === undefined);
  const contentRef = useRef<HTMLDivElement>(null);

  if (!open && !asked) {
    return (
      <button type="button" className={styles.opener} onClick={() => setAsked(true)}>
        <svg
          viewBox="0 0 24 24"
          width="1.25em"
          height="1.25em"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M8 10.5V8a4 4 0 0 1 8 0v2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
          <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
        </svg>
        {opener}
      </button>
    );
  }
  if (!open) {
    return (
      <ParentalGate
        reason={reason}
        headingLevel={headingLevel}
        pick={pick}
        focusOnShow={opener !== undefined}
        onPass={() => {
          setOpen(true);
          requestAnimationFrame(() => contentRef.current?.focus());
        }}
        {...(opener !== undefined
          ? { onCancel: () => setAsked(false), cancelLabel: 'Not now' }
          : {})}
      />
    );
  }
  return (
    <div ref={contentRef} tabIndex={-1} className={styles.content}>
      {children}
    </div>
  );
}
