import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return <h1>Forgot Password</h1>;
}
