import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  onClose: () => void;
  /** While false, Escape and the close button do nothing (e.g. while a payment is prepared). */
  closable?: boolean;
  children: ReactNode;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal dialog: labelled by its title, the page behind it inert, focus kept inside (Tab and
 * Shift+Tab wrap), Escape closes it, and focus goes back where it was when it closes.
 */
export function Modal({ title, description, onClose, closable = true, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [container] = useState(() => document.createElement('div'));

  // The key handler is attached once; it reads the latest props from here.
  const latest = useRef({ onClose, closable });
  useLayoutEffect(() => {
    latest.current = { onClose, closable };
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.append(container);
    const hidden = [...document.body.children].filter(
      (element) => element !== container && !element.hasAttribute('inert'),
    );
    for (const element of hidden) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const dialog = dialogRef.current;
    const first = bodyRef.current ? focusables(bodyRef.current)[0] : undefined;
    (first ?? dialog)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (latest.current.closable) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === dialog)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    dialog?.addEventListener('keydown', onKeyDown);

    return () => {
      dialog?.removeEventListener('keydown', onKeyDown);
      for (const element of hidden) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      container.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, [container]);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            disabled={!closable}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div ref={bodyRef}>{children}</div>
      </div>
    </div>,
    container,
  );
}
