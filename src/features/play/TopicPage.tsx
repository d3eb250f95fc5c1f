import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function TopicPage() {
  const { sub, topic } = useParams();
  useDocumentTitle(topic ?? 'Activity');
  if (!sub || !topic) return <p role="alert">Invalid URL parameters. Please check the URL.</p>;
  return <h2>{topic}</h2>;
}
