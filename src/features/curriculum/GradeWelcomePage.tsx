import { useParams } from '@/lib/router';
import { GRADES, VOLUME_SLUGS, parseGrade } from '@/domain/grades';
import { ButtonLink } from '@/ui/Button';
import { LinkCard, type CardTone } from '@/ui/Card';
import { PageHeading } from '@/ui/PageHeading';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { GradeNotFound } from './GradeNotFound';
import styles from './GradeWelcomePage.module.css';

const VOLUME_TONES: readonly CardTone[] = ['sun', 'sky', 'green', 'berry'];

function GradeWelcome({ slug }: { slug: NonNullable<ReturnType<typeof parseGrade>> }) {
  const info = GRADES[slug];
  useDocumentTitle(info.heading);
  const base = `/class/${info.linkSegment}`;

  return (
    <>
      <PageHeading
        eyebrow={`Age ${info.ageHint}`}
        title={info.welcome}
        lead="English and Maths in four volumes. Choose a volume to begin."
      />
      <ul className={styles.volumes} aria-label="Volumes">
        {VOLUME_SLUGS.map((volume, index) => (
          <li key={volume}>
            <LinkCard
              to={`${base}/${volume}`}
              tone={VOLUME_TONES[index] ?? 'plain'}
              className={styles.volume}
            >
              <span className={styles.volumeNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.volumeLabel}>Volume {index + 1}</span>
            </LinkCard>
          </li>
        ))}
      </ul>
      <div className={styles.curriculum}>
        <ButtonLink to={`${base}/curriculum`} variant="secondary">
          Curriculum
        </ButtonLink>
        <p>See every topic in this grade, volume by volume.</p>
      </div>
    </>
  );
}

/** SPEC section 2: /class/:grade, the grade's welcome page with volume buttons. */
export default function GradeWelcomePage() {
  const { grade } = useParams();
  const slug = parseGrade(grade);
  if (!slug) return <GradeNotFound grade={grade} />;
  return <GradeWelcome slug={slug} />;
}
