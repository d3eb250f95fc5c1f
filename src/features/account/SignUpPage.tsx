import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function SignUpPage() {
  useDocumentTitle('Sign Up');
  return <h1>Sign Up</h1>;
}
