import { useId } from 'react';
import { PAPER_LABELS, type PaperId } from '@/worksheets/meta';
import { usePaper } from '@/settings/paper';
import styles from './worksheets.module.css';

const PAPERS: PaperId[] = ['a4', 'letter'];

/** A4 or US Letter; the choice is remembered with the settings, for every worksheet. */
export function PaperChoice() {
  const [paper, setPaper] = usePaper();
  const name = useId();
  return (
    <fieldset className={styles.paper}>
      <legend className={styles.paperLegend}>Paper size</legend>
      {PAPERS.map((id) => (
        <label key={id} className={styles.paperOption}>
          <input
            type="radio"
            name={name}
            value={id}
            checked={paper === id}
            onChange={() => setPaper(id)}
          />
          {PAPER_LABELS[id]}
        </label>
      ))}
    </fieldset>
  );
}
