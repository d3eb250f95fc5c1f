import { useState } from 'react';
import { MAX_CHILDREN, type ChildFields } from '@/domain/child';
import { gradeNameLabel } from '@/domain/grades';
import { pictureUrl } from '@/activities/views/pictures';
import type { ChildOnDevice } from '@/storage';
import { keepChild, removeChild, useFamilyOnDevice } from '@/sync';
import { Button } from '@/ui/Button';
import { GrownUpsOnly } from '@/widgets/parental-gate/GrownUpsOnly';
import { ChildForm } from './ChildForm';
import { RemoveChild } from './RemoveChild';
import styles from './children.module.css';

type Editing = { kind: 'add' } | { kind: 'change'; child: ChildOnDevice } | null;

const OFFLINE_REMOVAL =
  'Removing a child needs a connection. Please try again when you are online.';

function countLine(count: number): string {
  if (count >= MAX_CHILDREN)
    return `You have ${MAX_CHILDREN} children, the most a family can have.`;
  return `A family can have up to ${MAX_CHILDREN} children. You have ${count}.`;
}

/** The family's children, and adding, changing and removing them (for grown-ups). */
export function FamilyChildren({ userId }: { userId: string }) {
  const family = useFamilyOnDevice(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ChildOnDevice | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const full = family.children.length >= MAX_CHILDREN;

  const keep = async (id: string, fields: ChildFields): Promise<string | null> => {
    try {
      await keepChild(userId, { id, ...fields });
    } catch {
      return 'This device could not keep the change. Please try again.';
    }
    setEditing(null);
    setSaved(`${fields.name} is saved.`);
    return null;
  };

  const remove = async (child: ChildOnDevice): Promise<string | null> => {
    const outcome = await removeChild(userId, child.id);
    if (outcome.ok) {
      setSaved(`${child.name} is removed.`);
      return null;
    }
    return outcome.status === null ? OFFLINE_REMOVAL : outcome.message;
  };

  return (
    <GrownUpsOnly reason="Changing the children is for grown-ups." headingLevel={3}>
      <div className={styles.family}>
        <ul className={styles.list} aria-label="Your children">
          {family.children.map((child) => (
            <li key={child.id} className={styles.child}>
              <img src={pictureUrl(child.avatar) ?? undefined} alt="" width={56} height={56} />
              <span className={styles.childText}>
                <span className={styles.childName}>{child.name}</span>
                <span className={styles.hint}>
                  {child.grade ? gradeNameLabel(child.grade) : 'No grade chosen'}
                </span>
              </span>
              <span className={styles.childActions}>
                <Button
                  variant="secondary"
                  aria-label={`Change ${child.name}`}
                  onClick={() => setEditing({ kind: 'change', child })}
                >
                  Change
                </Button>
                {family.children.length > 1 ? (
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${child.name}`}
                    onClick={() => setRemoving(child)}
                  >
                    Remove
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>{countLine(family.children.length)}</p>
        <p role="status" className={styles.saved}>
          {saved}
        </p>
        {editing?.kind === 'change' ? (
          <ChildForm
            key={editing.child.id}
            initial={editing.child}
            submitLabel={`Save ${editing.child.name}`}
            onSubmit={(fields) => keep(editing.child.id, fields)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {editing?.kind === 'add' ? (
          <ChildForm
            submitLabel="Add this child"
            onSubmit={(fields) => keep(crypto.randomUUID(), fields)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {editing === null && !full ? (
          <div>
            <Button onClick={() => setEditing({ kind: 'add' })}>Add a child</Button>
          </div>
        ) : null}
        {removing ? (
          <RemoveChild
            child={removing}
            onRemove={() => remove(removing)}
            onClose={() => setRemoving(null)}
          />
        ) : null}
      </div>
    </GrownUpsOnly>
  );
}
