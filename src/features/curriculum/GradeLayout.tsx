import { Link, Outlet, useLocation, useParams } from '@/lib/router';
import { GRADES, parseGrade, parseVolume } from '@/domain/grades';
import { GradeNotFound } from './GradeNotFound';
import { gradeTabs } from './gradeTabs';
import styles from './GradeLayout.module.css';

/**
 * SPEC section 2: /class/:grade/:volume. The grade heading and the V1-V4 / Curriculum tabs,
 * then the nested page (volume overview, curriculum, subject or activity). Nested pages use
 * h2 for their own title and set the document title themselves.
 */
export default function GradeLayout() {
  const { grade: gradeSegment, volume: volumeSegment } = useParams();
  const { pathname } = useLocation();
  const grade = parseGrade(gradeSegment);
  const volume = parseVolume(volumeSegment);

  if (!grade || !volume || !gradeSegment) {
    return <GradeNotFound grade={gradeSegment} volume={volumeSegment} />;
  }

  const info = GRADES[grade];
  // Path segments after /class/{grade}/{volume}.
  const rest = pathname.split('/').filter(Boolean).slice(3);
  const tabs = gradeTabs(gradeSegment, volume, rest);

  return (
    <>
      <div className={styles.header}>
        <div className={styles.title}>
          <h1>{info.heading}</h1>
          <span className={styles.age}>Age {info.ageHint}</span>
        </div>
        <nav aria-label="Volumes">
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.label}>
                <Link className={styles.tab} to={tab.to} aria-current={tab.current}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </>
  );
}
