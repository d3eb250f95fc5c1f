import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  return <h1>Contact Us</h1>;
}
