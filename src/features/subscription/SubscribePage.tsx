import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { SubscribeMarketing } from './SubscribeMarketing';

export default function SubscribePage() {
  useDocumentTitle('Subscribe');
  return <SubscribeMarketing />;
}
