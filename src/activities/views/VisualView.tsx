import type { Visual } from '@/domain/types';
import { ClockFace } from './ClockFace';
import { COLOUR_VALUES } from './colours';
import { visualLabel } from './labels';
import { pictureUrl } from './pictures';
import { ShapeSvg } from './ShapeSvg';
import styles from './VisualView.module.css';

export type VisualSize = 'small' | 'medium' | 'large';

interface VisualViewProps {
  visual: Visual;
  size?: VisualSize;
  /**
   * Decorative visuals are hidden from screen readers (inside a button that has its own label).
   * Otherwise the visual is read as its label ('3 apples', 'red').
   */
  decorative?: boolean;
}

function Picture({ name, className }: { name: string; className: string | undefined }) {
  const uri = pictureUrl(name);
  if (uri === null) {
    return <span className={[className, styles.missing].join(' ')}>{name.replace(/-/g, ' ')}</span>;
  }
  return <img className={className} src={uri} alt="" draggable={false} />;
}

/** Groups are laid out in rows of five, so a child can see "five and two more" at a glance. */
function Group({ picture, count }: { picture: string; count: number }) {
  if (count === 0) return <span className={styles.emptyGroup} />;
  const rows = Array.from({ length: Math.ceil(count / 5) }, (_, row) =>
    Math.min(5, count - row * 5),
  );
  return (
    <span className={styles.group}>
      {rows.map((size, row) => (
        <span key={row} className={styles.groupRow}>
          {Array.from({ length: size }, (_, index) => (
            <Picture key={index} name={picture} className={styles.groupPicture} />
          ))}
        </span>
      ))}
    </span>
  );
}

function Content({ visual }: { visual: Visual }) {
  switch (visual.type) {
    case 'text':
      return (
        <span
          className={[styles.text, visual.text.includes(' ') ? styles.phrase : '']
            .filter(Boolean)
            .join(' ')}
        >
          {visual.text}
        </span>
      );
    case 'picture':
      return <Picture name={visual.picture} className={styles.picture} />;
    case 'group':
      return <Group picture={visual.picture} count={visual.count} />;
    case 'colour':
      return (
        <span
          className={[styles.swatch, visual.colour === 'white' ? styles.light : ''].join(' ')}
          style={{ backgroundColor: COLOUR_VALUES[visual.colour] }}
        />
      );
    case 'shape':
      return <ShapeSvg shape={visual.shape} colour={visual.colour} className={styles.shape} />;
    case 'clock':
      return <ClockFace hour={visual.hour} className={styles.shape} />;
  }
}

/** One thing shown to the child: a word or number, a picture, a group, a colour or a shape. */
export function VisualView({ visual, size = 'medium', decorative = false }: VisualViewProps) {
  const className = [styles.visual, styles[size]].join(' ');
  if (decorative) {
    return (
      <span className={className} aria-hidden="true">
        <Content visual={visual} />
      </span>
    );
  }
  if (visual.type === 'text') {
    return (
      <span className={className}>
        <Content visual={visual} />
      </span>
    );
  }
  return (
    <span className={className} role="img" aria-label={visualLabel(visual)}>
      <Content visual={visual} />
    </span>
  );
}
