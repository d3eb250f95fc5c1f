import { saveChildSettings } from '@/settings/child-settings';
import { usePaper } from '@/settings/paper';
import { PAPER_LABELS, type InkMode, type KeyPlacement, type PaperId } from '@/worksheets/meta';
import { RadioChoice } from './RadioChoice';
import styles from './worksheets.module.css';

const PAPERS: { value: PaperId; label: string }[] = [
  { value: 'a4', label: PAPER_LABELS.a4 },
  { value: 'letter', label: PAPER_LABELS.letter },
];

const INKS: { value: InkMode; label: string }[] = [
  { value: 'colour', label: 'Colour' },
  { value: 'saver', label: 'Ink saver (black and white)' },
];

const KEYS: { value: KeyPlacement; label: string }[] = [
  { value: 'apart', label: 'In a file of its own' },
  { value: 'with', label: 'With the worksheet, in one file' },
];

interface PrintChoicesProps {
  ink: InkMode;
  keys: KeyPlacement;
  onKeysChange: (keys: KeyPlacement) => void;
}

/**
 * The paper, colour or ink saver (both remembered with the settings, for every worksheet),
 * and where the answer key goes.
 */
export function PrintChoices({ ink, keys, onKeysChange }: PrintChoicesProps) {
  const [paper, setPaper] = usePaper();
  return (
    <div className={styles.options}>
      <RadioChoice legend="Paper size" options={PAPERS} value={paper} onChange={setPaper} />
      <RadioChoice
        legend="Print in"
        options={INKS}
        value={ink}
        onChange={(value) => saveChildSettings({ inkSaver: value === 'saver' })}
      />
      <RadioChoice legend="Answer key" options={KEYS} value={keys} onChange={onKeysChange} />
    </div>
  );
}
