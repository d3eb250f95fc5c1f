import { VOLUME_OUTLINES } from '@/content/curriculum';
import { SUBJECT_TITLES, type SubjectSlug } from '@/domain/grades';
import { VolumeGate, type VolumeGateProps } from './VolumeGate';
import styles from './play.module.css';

/**
 * A topic of a volume that cannot be played here: the volume's title and its gate. Loaded only
 * then, so that a playable topic does not carry the whole curriculum.
 */
export default function LockedTopic(props: VolumeGateProps & { subject: SubjectSlug }) {
  const { grade, volume, subject } = props;
  return (
    <div className={styles.page}>
      <h2 className={styles.pageTitle}>
        {SUBJECT_TITLES[subject]}, Volume {volume.slice(1)}: {VOLUME_OUTLINES[grade][volume].title}
      </h2>
      <VolumeGate {...props} />
    </div>
  );
}
