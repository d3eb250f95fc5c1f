import { Link, useParams } from 'react-router-dom';
import { SUBJECT_SLUGS, SUBJECT_TITLES, parseVolume } from '@/lib/grades';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function VolumeOverviewPage() {
  const { volume } = useParams();
  const slug = parseVolume(volume);
  const title = slug ? `Volume ${slug.slice(1)}` : 'Volume';
  useDocumentTitle(title);
  return (
    <section aria-labelledby="volume-title">
      <h2 id="volume-title">{title}</h2>
      <ul>
        {SUBJECT_SLUGS.map((subject) => (
          <li key={subject}>
            <Link to={subject}>{SUBJECT_TITLES[subject]}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
