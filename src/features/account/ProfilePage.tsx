import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { signOut } from '@/backend/auth-calls';
import { useAuth } from '@/backend/auth-state';
import { DeviceStorage } from '@/widgets/downloads/DeviceStorage';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { Redirect } from '@/ui/Redirect';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { TEXT } from './messages';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { saveProfileChanges, type ProfileEdit } from './save-profile';
import { useProfile } from './useProfile';
import styles from './profile.module.css';
import { FamilyDataDownload } from './FamilyDataDownload';
import { AccountDeleted } from './AccountDeleted';
import { DeleteAccount } from './DeleteAccount';

type Notice =
  { tone: 'success'; text: string } | { tone: 'error'; text: string; detail?: string } | null;

/** /profile: view and edit the profile, verify the email, sign out (SPEC section 4). */
export default function ProfilePage() {
  useDocumentTitle('My Profile');
  const { status, user } = useAuth();
  const { load, reload } = useProfile(user?.id ?? null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [signingOut, setSigningOut] = useState(false);
  /** The account's address while it is being deleted and once it is. */
  const [deletedEmail, setDeletedEmail] = useState<string | null>(null);
  const editButtonId = useId();
  /** Set when the edit form closes, so focus goes back to the Edit Profile button. */
  const returnFocus = useRef(false);
  // The verification link of a sign-up lands here with ?confirmed=1 (src/backend/auth-calls).
  const [params] = useSearchParams();
  const justConfirmed = params.get('confirmed') === '1' && Boolean(user?.email_confirmed_at);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(editButtonId)?.focus();
  }, [editing, editButtonId]);

  // Signing out ends on the home page; anybody else signed out belongs on the sign-in page.
  if (status === 'signedOut') {
    if (deletedEmail !== null) {
      return (
        <div className={styles.page}>
          <PageHeading title="My Profile" />
          <AccountDeleted email={deletedEmail} />
        </div>
      );
    }
    return <Redirect to={signingOut ? '/' : '/signin'} />;
  }

  const heading = <PageHeading title="My Profile" />;
  if (status === 'loading' || !user || load.state === 'loading') {
    return (
      <div className={styles.page}>
        {heading}
        <Loading label="Loading your profile..." fill />
      </div>
    );
  }

  async function leave() {
    setNotice(null);
    setSigningOut(true);
    const outcome = await signOut();
    if (outcome.ok) return;
    setSigningOut(false);
    setNotice({
      tone: 'error',
      text: 'You are still signed in.',
      detail: outcome.offline ? TEXT.noConnection : outcome.message,
    });
  }

  const signOutButton = (
    <Button variant="secondary" onClick={() => void leave()} disabled={signingOut}>
      {signingOut ? 'Signing out...' : 'Sign Out'}
    </Button>
  );

  if (load.state === 'failed') {
    return (
      <div className={styles.page}>
        {heading}
        <Card className={styles.card}>
          <Alert tone="error" className={styles.message}>
            {TEXT.profileLoadFailed}
          </Alert>
          <div className={styles.actions}>
            <Button onClick={reload}>Try Again</Button>
            {signOutButton}
          </div>
        </Card>
      </div>
    );
  }

  const { profile, subscription } = load;
  const currentEmail = profile.email ?? user.email ?? '';

  async function save(values: ProfileEdit) {
    if (!user) return;
    setNotice(null);
    setSaving(true);
    const outcome = await saveProfileChanges(
      user.id,
      { name: profile.name, email: currentEmail },
      values,
    );
    setSaving(false);
    setEditing(false);
    returnFocus.current = true;
    reload();
    if (!outcome.ok) {
      console.error('The profile could not be saved:', outcome.message);
      setNotice({ tone: 'error', text: TEXT.profileSaveFailed, detail: outcome.message });
    } else if (outcome.emailChangeSentTo) {
      setNotice({ tone: 'success', text: TEXT.emailChangeSent(outcome.emailChangeSentTo) });
    } else {
      setNotice({ tone: 'success', text: 'Your changes are saved.' });
    }
  }

  return (
    <div className={styles.page}>
      {heading}
      {justConfirmed ? (
        <Alert tone="success" title={TEXT.emailConfirmed} className={styles.message}>
          <p>{TEXT.emailConfirmedNext}</p>
        </Alert>
      ) : null}
      {notice ? (
        <Alert tone={notice.tone} className={styles.message}>
          <p className={styles.noticeText}>{notice.text}</p>
          {notice.tone === 'error' && notice.detail ? (
            <p className={styles.noticeDetail}>{notice.detail}</p>
          ) : null}
        </Alert>
      ) : null}
      <Card className={styles.card}>
        {editing ? (
          <ProfileEditForm
            initial={{ name: profile.name, grade: profile.grade ?? '', email: currentEmail }}
            saving={saving}
            onSave={(values) => void save(values)}
            onCancel={() => {
              setEditing(false);
              returnFocus.current = true;
            }}
          />
        ) : (
          <ProfileDetails
            profile={profile}
            email={currentEmail}
            emailVerified={Boolean(user.email_confirmed_at)}
            pendingEmail={user.new_email ?? null}
            subscription={subscription}
            actions={
              <>
                <Button
                  id={editButtonId}
                  onClick={() => {
                    setNotice(null);
                    setEditing(true);
                  }}
                >
                  Edit Profile
                </Button>
                {signOutButton}
              </>
            }
          />
        )}
      </Card>
      <FamilyDataDownload />
      <DeleteAccount
        userId={user.id}
        onDeleting={(deleting) => setDeletedEmail(deleting ? currentEmail : null)}
      />
      <div className={styles.device}>
        <DeviceStorage userId={user.id} />
      </div>
    </div>
  );
}
