import type { Ref } from 'react';
import styles from './AudioPrompt.module.css';
import { IconButton } from './IconButton';
import { SpeakerIcon } from './icons';
import { useSpeech } from './speech';

interface AudioPromptProps {
  /** What is shown. */
  text: string;
  /** What is read aloud (defaults to the text). */
  speech?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * The question of the moment, in big type, with a speaker to hear it again. The heading can take
 * focus so the player can move keyboard and screen-reader users to each new question.
 */
export function AudioPrompt({ text, speech, ref }: AudioPromptProps) {
  const { speak } = useSpeech();
  return (
    <div className={styles.prompt}>
      <IconButton
        variant="secondary"
        label="Hear it again"
        icon={<SpeakerIcon />}
        className={styles.replay}
        onClick={() => speak(speech ?? text)}
      />
      <h2 ref={ref} tabIndex={-1} className={styles.text}>
        {text}
      </h2>
    </div>
  );
}
