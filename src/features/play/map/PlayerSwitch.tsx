import { ChildAvatar, WHO_IS_PLAYING } from '../child-space/WhoIsPlaying';
import { usePlayingFamily } from '../child-space/usePlayingFamily';
import { IconButton } from '@/ui/child/IconButton';
import styles from './PlayerSwitch.module.css';

/**
 * The map's way back to 'Who is playing?' in a family with several children: the playing
 * child's picture. No grown-ups question: children swap turns on their own.
 */
export function PlayerSwitch() {
  const { family, choose } = usePlayingFamily();
  const playing = family.children.find((child) => child.id === family.playing);
  if (family.children.length < 2 || !playing) return null;
  return (
    <div className={styles.corner}>
      <IconButton
        label={`${WHO_IS_PLAYING} ${playing.name} is playing now.`}
        icon={<ChildAvatar child={playing} className={styles.avatar} />}
        variant="secondary"
        say={WHO_IS_PLAYING}
        onClick={() => choose(null)}
      />
    </div>
  );
}
