import { useEffect, useId, useRef } from 'react';
import { ParentalGate, type ParentalGateProps } from './ParentalGate';
import styles from './ParentalGate.module.css';

type ParentalGateDialogProps = Pick<ParentalGateProps, 'reason' | 'onPass' | 'pick'> & {
  /** Closes the dialog without passing (the 'Stay here' button and Escape). */
  onCancel(): void;
};

/**
 * The parental gate as a modal dialog (the browser's own: focus stays inside, Escape closes),
 * for a link that leaves the child's area.
 */
export default function ParentalGateDialog({
  reason,
  onPass,
  onCancel,
  pick,
}: ParentalGateDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    // Browsers without modal dialogs (and test DOMs) show it in place.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <ParentalGate
        reason={reason}
        titleId={titleId}
        onPass={onPass}
        onCancel={onCancel}
        cancelLabel="Stay here"
        focusOnShow
        pick={pick}
      />
    </dialog>
  );
}
