import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function SubscriptionPage() {
  useDocumentTitle('Subscription');
  return <h1>Subscription</h1>;
}
