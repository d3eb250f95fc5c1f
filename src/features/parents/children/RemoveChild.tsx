import { useState } from 'react';
import type { ChildOnDevice } from '@/storage';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Problem } from './Problem';
import styles from './children.module.css';

interface RemoveChildProps {
  child: ChildOnDevice;
  onRemove(): Promise<string | null>;
  onClose(): void;
}

/** The confirmation before a child goes: it says plainly that the child's results go too. */
export function RemoveChild({ child, onRemove, onClose }: RemoveChildProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    const failed = await onRemove();
    setBusy(false);
    if (failed) setProblem(failed);
    else onClose();
  };
  return (
    <Modal title={`Remove ${child.name}?`} onClose={onClose} closable={!busy}>
      <p>
        {child.name} and all of {child.name}’s results are removed from your account and from this
        device. This cannot be undone.
      </p>
      <Problem text={problem} />
      <div className={styles.formActions}>
        <Button variant="accent" onClick={() => void remove()} disabled={busy}>
          Remove {child.name} and their results
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep {child.name}
        </Button>
      </div>
    </Modal>
  );
}
