import { GRADE_SLUGS } from '@/domain/grades';
import { PageHeading } from '@/ui/PageHeading';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { GradeCard, GradeGrid } from './GradeCard';

/** SPEC section 2: the grade picker, with three choices that open volume 1 of a grade. */
export default function ClassPickerPage() {
  useDocumentTitle('Select Your Grade');
  return (
    <>
      <PageHeading
        title="Select Your Grade"
        lead="Select a grade to get started and watch your child's skills flourish."
        align="center"
      />
      <GradeGrid label="Grades">
        {GRADE_SLUGS.map((slug) => (
          <li key={slug}>
            <GradeCard grade={slug} to={`/class/${slug}/v1`} action="Start Volume 1" />
          </li>
        ))}
      </GradeGrid>
    </>
  );
}
