import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function ProfilePage() {
  useDocumentTitle('My Profile');
  return <h1>My Profile</h1>;
}
