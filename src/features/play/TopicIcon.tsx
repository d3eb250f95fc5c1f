import type { KindId } from '@/domain/types';
import { pictureUrl } from '@/activities/views/pictures';
import { TOPIC_ICONS } from './topic-icons';
import styles from './play.module.css';

/** The picture of a topic card; decorative, since the card's title names the topic. */
export function TopicIcon({ kind }: { kind: KindId | 'assessment' }) {
  const source = pictureUrl(TOPIC_ICONS[kind]);
  return (
    <span className={styles.topicIcon} aria-hidden="true">
      {source ? <img src={source} alt="" width={44} height={44} /> : null}
    </span>
  );
}
