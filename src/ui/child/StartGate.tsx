import styles from './StartGate.module.css';
import { ChildButton } from './ChildButton';
import { PlayIcon } from './icons';
import { speak } from './speech';

interface StartGateProps {
  title: string;
  /** Shown, and read aloud on the tap. */
  instructions: string;
  /** 'Tap to start' for a new round, 'Tap to carry on' when resuming. */
  label?: string;
  /** Left out while the round is being prepared: the button shows, but cannot be tapped yet. */
  onStart?: () => void;
}

/**
 * Tablets only play sound after a tap, so every round opens with one: the tap reads the
 * instructions aloud and unlocks speech for the rest of the round.
 */
export function StartGate({
  title,
  instructions,
  label = 'Tap to start',
  onStart,
}: StartGateProps) {
  return (
    <section className={styles.gate} aria-labelledby="start-gate-title">
      <h2 id="start-gate-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.instructions}>{instructions}</p>
      <ChildButton
        className={styles.start}
        disabled={!onStart}
        onClick={() => {
          if (!onStart) return;
          speak(instructions);
          onStart();
        }}
      >
        <PlayIcon />
        {label}
      </ChildButton>
    </section>
  );
}
