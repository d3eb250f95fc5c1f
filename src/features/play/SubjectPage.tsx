import { useParams } from 'react-router-dom';
import { SUBJECT_TITLES, parseSubject } from '@/lib/grades';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function SubjectPage() {
  const { sub } = useParams();
  const subject = parseSubject(sub);
  const title = subject ? SUBJECT_TITLES[subject] : (sub ?? 'Subject');
  useDocumentTitle(title);
  return <h2>{title}</h2>;
}
