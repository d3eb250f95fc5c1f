import { Button } from '@/ui/Button';
import type { WorksheetAction } from './useWorksheetJob';
import styles from './worksheets.module.css';

interface WorksheetButtonsProps {
  /** What the buttons act on, for screen readers when a page has several rows of buttons. */
  name?: string;
  busy: WorksheetAction | null;
  onAction: (action: WorksheetAction) => void;
  actions: readonly WorksheetAction[];
}

const LABELS: Record<WorksheetAction, { idle: string; busy: string }> = {
  download: { idle: 'Download', busy: 'Making the PDF...' },
  print: { idle: 'Print', busy: 'Making the PDF...' },
  email: { idle: 'Email me this worksheet', busy: 'Sending...' },
  downloadKey: { idle: 'Download answer key', busy: 'Making the PDF...' },
  printKey: { idle: 'Print answer key', busy: 'Making the PDF...' },
};

/** Buttons for one worksheet; all wait while one is working. */
export function WorksheetButtons({ name, busy, onAction, actions }: WorksheetButtonsProps) {
  return (
    <div className={styles.buttons}>
      {actions.map((action) => {
        const label = busy === action ? LABELS[action].busy : LABELS[action].idle;
        return (
          <Button
            key={action}
            variant={action === 'download' ? 'primary' : 'secondary'}
            disabled={busy !== null}
            aria-busy={busy === action}
            // Rows of buttons on one page: the name says which worksheet (starting with the label).
            aria-label={name ? `${label} ${name}` : undefined}
            onClick={() => onAction(action)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
