import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function SignInPage() {
  useDocumentTitle('Sign In');
  return <h1>Sign In</h1>;
}
