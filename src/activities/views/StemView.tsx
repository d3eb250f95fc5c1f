import type { CSSProperties } from 'react';
import type { Stem, Visual } from '@/domain/types';
import { CountableGroup } from './CountableGroup';
import styles from './StemView.module.css';
import { StoryScene } from './StoryScene';
import { VisualView } from './VisualView';

function Gap() {
  return (
    <span className={styles.gap}>
      <span aria-hidden="true">?</span>
      <span className="visually-hidden">missing</span>
    </span>
  );
}

function Sequence({ cells }: { cells: (Visual | null)[] }) {
  return (
    <ol className={styles.sequence}>
      {cells.map((cell, index) => (
        <li key={index} className={styles.cell}>
          {cell ? <VisualView visual={cell} size="small" /> : <Gap />}
        </li>
      ))}
    </ol>
  );
}

function Grid({ columns, cells }: { columns: number; cells: (number | null)[] }) {
  return (
    <ol
      className={styles.grid}
      style={
        {
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          '--columns': columns,
          '--rows': Math.ceil(cells.length / columns),
        } as CSSProperties
      }
      aria-label="Number grid"
    >
      {cells.map((cell, index) => (
        <li key={index} className={cell === null ? styles.gridGap : styles.gridCell}>
          {cell === null ? <Gap /> : cell}
        </li>
      ))}
    </ol>
  );
}

const OPERATOR_WORDS = { '+': 'plus', '-': 'take away' } as const;
const OPERATOR_SIGNS = { '+': '+', '-': '\u2212' } as const;

/**
 * What the child looks at before choosing: a picture, a group to count by touch, a row with a
 * gap, a grid, a sum, a picture story (told again with `speech`).
 */
export function StemView({ stem, speech }: { stem: Stem; speech?: string }) {
  switch (stem.type) {
    case 'visual':
      return (
        <div className={styles.stem}>
          {stem.visual.type === 'group' && stem.visual.count > 0 ? (
            <CountableGroup picture={stem.visual.picture} count={stem.visual.count} />
          ) : (
            <VisualView visual={stem.visual} size="large" />
          )}
        </div>
      );
    case 'sequence':
      return (
        <div className={styles.stem}>
          <Sequence cells={stem.cells} />
        </div>
      );
    case 'grid':
      return (
        <div className={styles.stem}>
          <Grid columns={stem.columns} cells={stem.cells} />
        </div>
      );
    case 'equation':
      return (
        <div className={[styles.stem, styles.row].join(' ')}>
          <span className={styles.operand}>
            <VisualView visual={stem.left} size="medium" />
          </span>
          <span className={styles.sign}>
            <span aria-hidden="true">{OPERATOR_SIGNS[stem.operator]}</span>
            <span className="visually-hidden">{OPERATOR_WORDS[stem.operator]}</span>
          </span>
          <span className={styles.operand}>
            <VisualView visual={stem.right} size="medium" />
          </span>
          <span className={styles.sign}>
            <span aria-hidden="true">=</span>
            <span className="visually-hidden">makes</span>
          </span>
          <Gap />
        </div>
      );
    case 'compare':
      return (
        <div className={[styles.stem, styles.row].join(' ')}>
          <span className={styles.operand}>
            <VisualView visual={stem.left} size="medium" />
          </span>
          <span className={styles.or}>or</span>
          <span className={styles.operand}>
            <VisualView visual={stem.right} size="medium" />
          </span>
        </div>
      );
    case 'story':
      return <StoryScene stem={stem} speech={speech} />;
  }
}
