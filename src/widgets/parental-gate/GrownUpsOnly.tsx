import { useRef, useState, type ReactNode } from 'react';
import { hasRecentPass } from './gate-pass';
import { ParentalGate, type ParentalGateProps } from './ParentalGate';
import styles from './ParentalGate.module.css';

interface GrownUpsOnlyProps extends Pick<ParentalGateProps, 'reason' | 'headingLevel' | 'pick'> {
  children: ReactNode;
}

/**
 * Shows its content after the parental gate is passed (or was passed a few minutes ago in this
 * tab), moving the focus to the content once it opens.
 */
export function GrownUpsOnly({ reason, headingLevel, pick, children }: GrownUpsOnlyProps) {
  const [open, setOpen] = useState(() => hasRecentPass());
  const contentRef = useRef<HTMLDivElement>(null);

  if (!open) {
    return (
      <ParentalGate
        reason={reason}
        headingLevel={headingLevel}
        pick={pick}
        onPass={() => {
          setOpen(true);
          requestAnimationFrame(() => contentRef.current?.focus());
        }}
      />
    );
  }
  return (
    <div ref={contentRef} tabIndex={-1} className={styles.content}>
      {children}
    </div>
  );
}
