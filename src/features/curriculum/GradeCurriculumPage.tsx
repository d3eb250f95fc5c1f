import { useParams } from 'react-router-dom';
import { GRADES, parseGrade } from '@/lib/grades';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { GradeNotFound } from './GradeNotFound';

export default function GradeCurriculumPage() {
  const { grade, volume } = useParams();
  const slug = parseGrade(grade);
  const title = slug ? `${GRADES[slug].heading} Curriculum` : 'Grade Not Found';
  useDocumentTitle(title);
  if (!slug) return <GradeNotFound grade={grade} />;
  const Heading = volume ? 'h2' : 'h1';
  return <Heading>{title}</Heading>;
}
