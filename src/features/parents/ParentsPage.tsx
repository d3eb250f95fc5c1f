import { useState } from 'react';
import { useAuth } from '@/backend/auth-state';
import { InstallOffer } from '@/pwa/install/InstallOffer';
import { useFamilyOnDevice } from '@/sync';
import { PageHeading } from '@/ui/PageHeading';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { ChildrenSection } from './children/ChildrenSection';
import { ParentDashboard } from './ParentDashboard';
import { useChildName } from './useChildName';
import { VisitorCorner } from './VisitorCorner';
import styles from './parents.module.css';

/**
 * SPEC section 2: /parents, Parents Corner. A signed-in parent follows the child's progress,
 * skill reports and activity, downloads a progress report and changes the settings; a visitor
 * sees what it offers and the progress kept on this device so far.
 */
export default function ParentsPage() {
  useDocumentTitle('Parents Corner');
  const { status, user } = useAuth();
  const profileName = useChildName(status === 'signedIn' ? user : null);
  const family = useFamilyOnDevice(status === 'signedIn' ? (user?.id ?? null) : null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const several = family.children.length > 1;
  const chosen = several
    ? (family.children.find((child) => child.id === chosenId) ?? family.children[0])
    : undefined;
  const childName = chosen?.name ?? profileName;

  return (
    <div className={styles.page}>
      <PageHeading
        eyebrow="For parents"
        title="Parents Corner"
        lead={
          status === 'signedIn'
            ? `How ${childName || 'your child'} is doing: progress by topic, skill reports, activity over the weeks, a printable report and the settings.`
            : 'Everything you need to guide your child’s learning: see what they have done, print what they need next and choose how Sprouts sounds.'
        }
      />
      {status === 'loading' ? <Loading label="Loading Parents Corner..." fill /> : <InstallOffer />}
      {status === 'signedIn' && user ? (
        <>
          <ChildrenSection userId={user.id} />
          <ParentDashboard
            userId={user.id}
            childName={childName}
            family={
              chosen
                ? { children: family.children, chosenId: chosen.id, onChoose: setChosenId }
                : undefined
            }
          />
        </>
      ) : null}
      {status === 'signedOut' ? <VisitorCorner /> : null}
    </div>
  );
}
