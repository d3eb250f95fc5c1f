import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { countOf, pictureNoun } from '@/domain/picture-nouns';
import type { BuildItem } from '@/domain/types';
import { speak } from '@/ui/child/speech';
import styles from './BuildItemView.module.css';
import { DRAG_START } from './drag';
import { pictureUrl } from './pictures';
import { StemView } from './StemView';
import type { ItemViewProps } from './types';

/**
 * Build a number with the hands, then check it:
 * - frame: counters go into a ten-frame (two for numbers past 10) by a tap on the pile, a drag
 *   from the pile into the frame, or Enter on the pile; touching a counter in the frame takes it
 *   out. Each change says the new count aloud.
 * - line: a hopper moves along a number line one number at a time, by the hop buttons, by
 *   dragging it (it snaps to the numbers) or by the arrow keys; each hop says where it lands.
 * The number stays the child's own until 'Check' sends it to the session.
 */
export function BuildItemView(props: ItemViewProps) {
  if (props.item.type !== 'build') return null;
  return <BuildBoard key={props.item.id} {...props} item={props.item} />;
}

function clamp(value: number, size: number): number {
  return Math.max(0, Math.min(size, value));
}

function BuildBoard({ item, onAnswer, lastAnswer, feedback, solved }: ItemViewProps<BuildItem>) {
  const [value, setValue] = useState(() =>
    lastAnswer?.type === 'build' ? lastAnswer.value : item.start,
  );
  const change = (next: number) => {
    const clamped = clamp(next, item.size);
    if (solved || clamped === value) return;
    setValue(clamped);
    speak(String(clamped));
  };
  const tried = feedback !== null && !feedback.correct;

  return (
    <div className={styles.board}>
      {item.stem && (
        <div className={styles.stem}>
          <StemView stem={item.stem} />
        </div>
      )}
      {item.tool === 'frame' ? (
        <Frame item={item} value={value} change={change} solved={solved} />
      ) : (
        <Line item={item} value={value} change={change} solved={solved} />
      )}
      <button
        type="button"
        className={[styles.check, tried ? styles.tried : ''].filter(Boolean).join(' ')}
        aria-disabled={solved || undefined}
        onClick={() => {
          if (solved) return;
          speak('Check');
          onAnswer({ type: 'build', value });
        }}
      >
        <span aria-hidden="true">✓</span>
        <span className="visually-hidden">Check</span>
      </button>
    </div>
  );
}

interface ToolProps {
  item: BuildItem;
  value: number;
  change(next: number): void;
  solved: boolean;
}

function Frame({ item, value, change, solved }: ToolProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; y: number; dragging: boolean } | null>(null);
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const suppress = useRef(false);
  const url = pictureUrl(item.picture);
  const one = pictureNoun(item.picture, 1);
  const frames = Math.ceil(item.size / 10);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (solved || (event.pointerType === 'mouse' && event.button !== 0)) return;
    suppress.current = false;
    press.current = { x: event.clientX, y: event.clientY, dragging: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = press.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.dragging && Math.hypot(dx, dy) < DRAG_START) return;
    start.dragging = true;
    setDrag({ dx, dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const start = press.current;
    press.current = null;
    setDrag(null);
    if (!start?.dragging) return;
    const box = frameRef.current?.getBoundingClientRect();
    const inside =
      box &&
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (inside) change(value + 1);
    // The click that may follow a drag must not add a second counter.
    suppress.current = true;
  };

  return (
    <>
      <div
        ref={frameRef}
        className={styles.frames}
        role="group"
        aria-label={`Frame: ${countOf(item.picture, value)}`}
        style={{ '--frames': frames } as CSSProperties}
      >
        {Array.from({ length: frames }, (_, frame) => (
          <div key={frame} className={styles.frame}>
            {Array.from({ length: 10 }, (_, cell) => {
              const index = frame * 10 + cell;
              const filled = index < value;
              return filled ? (
                <button
                  key={index}
                  type="button"
                  className={[styles.cell, styles.counter].join(' ')}
                  aria-label={`Take out ${one} ${index + 1}`}
                  aria-disabled={solved || undefined}
                  onClick={() => change(value - 1)}
                >
                  {url && <img src={url} alt="" draggable={false} />}
                </button>
              ) : (
                <span key={index} className={styles.cell} aria-hidden="true" />
              );
            })}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={[styles.pile, drag ? styles.dragging : ''].filter(Boolean).join(' ')}
        style={
          drag ? ({ '--dx': `${drag.dx}px`, '--dy': `${drag.dy}px` } as CSSProperties) : undefined
        }
        aria-label={`Put in ${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`}
        aria-disabled={solved || value >= item.size || undefined}
        onKeyDown={() => {
          suppress.current = false;
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          press.current = null;
          setDrag(null);
        }}
        onClick={() => {
          if (suppress.current) {
            suppress.current = false;
            return;
          }
          change(value + 1);
        }}
      >
        {url && <img src={url} alt="" draggable={false} />}
        <span className={styles.plus} aria-hidden="true">
          +
        </span>
      </button>
    </>
  );
}

function Line({ item, value, change, solved }: ToolProps) {
  const lineRef = useRef<HTMLOListElement>(null);
  const dragging = useRef(false);
  const url = pictureUrl(item.picture);
  const noun = pictureNoun(item.picture, 1);
  const numbers = Array.from({ length: item.size + 1 }, (_, number) => number);

  const nearest = (clientX: number): number => {
    const box = lineRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return value;
    const step = box.width / (item.size + 1);
    return clamp(Math.floor((clientX - box.left) / step), item.size);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    change(value + step);
  };

  return (
    <div className={styles.lineTool}>
      <button
        type="button"
        className={styles.hop}
        aria-label="Hop back"
        aria-disabled={solved || value <= 0 || undefined}
        onClick={() => change(value - 1)}
      >
        <span aria-hidden="true">←</span>
      </button>
      <div className={styles.track}>
        <div
          className={styles.hopper}
          role="slider"
          tabIndex={solved ? -1 : 0}
          aria-label={`The ${noun}`}
          aria-valuemin={0}
          aria-valuemax={item.size}
          aria-valuenow={value}
          aria-disabled={solved || undefined}
          style={{ '--at': value, '--count': item.size + 1 } as CSSProperties}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            if (solved) return;
            dragging.current = true;
            event.currentTarget.setPointerCapture?.(event.pointerId);
          }}
          onPointerMove={(event) => {
            if (dragging.current) change(nearest(event.clientX));
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          onPointerCancel={() => {
            dragging.current = false;
          }}
        >
          {url && <img src={url} alt="" draggable={false} />}
        </div>
        <ol
          ref={lineRef}
          className={styles.line}
          aria-hidden="true"
          data-dense={item.size > 10 || undefined}
          style={{ '--count': item.size + 1 } as CSSProperties}
        >
          {numbers.map((number) => (
            <li key={number} className={number === value ? styles.here : undefined}>
              {number}
            </li>
          ))}
        </ol>
      </div>
      <button
        type="button"
        className={styles.hop}
        aria-label="Hop forward"
        aria-disabled={solved || value >= item.size || undefined}
        onClick={() => change(value + 1)}
      >
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
