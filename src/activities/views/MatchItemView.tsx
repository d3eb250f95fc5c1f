import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { Choice, MatchItem } from '@/domain/types';
import { speak } from '@/ui/child/speech';
import { DRAG_START, dropTarget, prefersReducedMotion } from './drag';
import { joinPair, settledPairs, type Pairs } from './match-pairs';
import styles from './MatchItemView.module.css';
import type { ItemViewProps } from './types';
import { VisualView } from './VisualView';

type Side = 'left' | 'right';

interface Picked {
  side: Side;
  id: string;
}

interface Drag {
  side: Side;
  id: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/** Colours that tell made pairs apart (each with a number too, so colour is not the only cue). */
const PAIR_COLOURS = ['#2f7d4f', '#1d5d99', '#a4286a', '#b4490c', '#6b4fa0', '#0f766e'];

/** A pair that does not belong together moves back to its place with a small bounce. */
const SPRING_BACK: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-10px) rotate(-2deg)' },
  { transform: 'translateX(8px) rotate(1.5deg)' },
  { transform: 'translateX(-4px)' },
  { transform: 'translateX(0)' },
];

/**
 * Match two columns. Three ways to make a pair, all ending in the same state:
 * - drag from one side to the other (finger, stylus or mouse: Pointer Events with capture);
 * - tap one side, then tap the other;
 * - keyboard: Tab to a card, Enter or Space to pick it, then Enter or Space on its partner.
 * Every pair goes to the session as soon as it is made, so each gets its feedback at once: a
 * right pair stays joined, a wrong one springs back. Touching a card says what it is.
 */
export function MatchItemView(props: ItemViewProps) {
  if (props.item.type !== 'match') return null;
  return <MatchColumns {...props} item={props.item} />;
}

function MatchColumns({ item, onAnswer, lastAnswer, feedback, solved }: ItemViewProps<MatchItem>) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const suppressClick = useRef(false);
  const pressed = useRef<{ side: Side; id: string; x: number; y: number } | null>(null);

  const pairs: Pairs = settledPairs(item, lastAnswer, feedback, solved);
  const isSettled = (side: Side, id: string) =>
    side === 'left' ? pairs[id] !== undefined : Object.values(pairs).includes(id);

  // A wrong pair springs back: its two cards give a small bounce where they stand.
  useEffect(() => {
    if (!feedback || feedback.correct || lastAnswer?.type !== 'match') return;
    const wrong = Object.entries(lastAnswer.pairs).filter(([l, r]) => item.answer[l] !== r);
    if (wrong.length === 0 || prefersReducedMotion()) return;
    const board = boardRef.current;
    for (const [left, right] of wrong) {
      for (const [side, id] of [
        ['left', left],
        ['right', right],
      ] as const) {
        const card = board?.querySelector<HTMLElement>(
          `[data-match-side="${side}"][data-match-id="${CSS.escape(id)}"]`,
        );
        card?.animate?.(SPRING_BACK, { duration: 480, easing: 'ease-out' });
      }
    }
  }, [feedback, lastAnswer, item.answer]);
  const leftOrder = item.left.map((choice) => choice.id);
  const pairNumber = (side: Side, id: string): number | null => {
    const left = side === 'left' ? id : Object.keys(pairs).find((key) => pairs[key] === id);
    if (left === undefined || pairs[left] === undefined) return null;
    return leftOrder.indexOf(left);
  };

  const join = (first: Picked, second: Picked) => {
    if (first.side === second.side) return;
    const left = first.side === 'left' ? first.id : second.id;
    const right = first.side === 'left' ? second.id : first.id;
    setPicked(null);
    onAnswer({ type: 'match', pairs: joinPair(pairs, left, right) });
  };

  const pick = (side: Side, id: string) => {
    const choice = (side === 'left' ? item.left : item.right).find((entry) => entry.id === id);
    if (choice) speak(choice.speech);
    setPicked({ side, id });
  };

  const tap = (side: Side, id: string) => {
    if (solved || isSettled(side, id)) return;
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (picked && picked.side !== side) join(picked, { side, id });
    else if (picked?.side === side && picked.id === id) setPicked(null);
    else pick(side, id);
  };

  const boardPoint = (event: PointerEvent) => {
    const box = boardRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, side: Side, id: string) => {
    if (solved || isSettled(side, id)) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    suppressClick.current = false;
    pressed.current = { side, id, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const press = pressed.current;
    if (!press) return;
    const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
    if (!drag && moved < DRAG_START) return;
    if (!drag) {
      const choice = (press.side === 'left' ? item.left : item.right).find(
        (entry) => entry.id === press.id,
      );
      if (choice) speak(choice.speech);
    }
    const box = event.currentTarget.getBoundingClientRect();
    const board = boardRef.current?.getBoundingClientRect();
    const from = drag?.from ?? {
      x: box.left + box.width / 2 - (board?.left ?? 0),
      y: box.top + box.height / 2 - (board?.top ?? 0),
    };
    setDrag({ side: press.side, id: press.id, from, to: boardPoint(event) });
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const press = pressed.current;
    pressed.current = null;
    if (!press || !drag) return;
    setDrag(null);
    suppressClick.current = true;
    const target = dropTarget(event, '[data-match-side]');
    const side = target?.dataset.matchSide as Side | undefined;
    const id = target?.dataset.matchId;
    if (side && id && side !== press.side && !isSettled(side, id)) join(press, { side, id });
  };

  const onPointerCancel = () => {
    pressed.current = null;
    setDrag(null);
  };

  const card = (side: Side, choice: Choice) => {
    const number = pairNumber(side, choice.id);
    const isPicked = picked?.side === side && picked.id === choice.id;
    const partnerId = side === 'left' ? pairs[choice.id] : undefined;
    const partner = partnerId ? item.right.find((right) => right.id === partnerId) : undefined;
    const label =
      choice.speech +
      (partner ? `, matched with ${partner.speech}` : '') +
      (side === 'right' && number !== null ? ', matched' : '');
    return (
      <li key={choice.id}>
        <button
          type="button"
          className={[
            styles.card,
            isPicked ? styles.picked : '',
            solved || number !== null ? styles.done : '',
          ]
            .filter(Boolean)
            .join(' ')}
          style={
            number !== null
              ? { borderColor: PAIR_COLOURS[number % PAIR_COLOURS.length] }
              : undefined
          }
          data-match-side={side}
          data-match-id={choice.id}
          aria-label={label}
          aria-pressed={isPicked}
          aria-disabled={solved || number !== null || undefined}
          onClick={() => tap(side, choice.id)}
          onKeyDown={() => {
            suppressClick.current = false;
          }}
          onPointerDown={(event) => onPointerDown(event, side, choice.id)}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <VisualView visual={choice.visual} decorative />
          {number !== null && (
            <span
              className={styles.tag}
              style={{ backgroundColor: PAIR_COLOURS[number % PAIR_COLOURS.length] }}
              aria-hidden="true"
            >
              {number + 1}
            </span>
          )}
        </button>
      </li>
    );
  };

  const pickedChoice = picked
    ? (picked.side === 'left' ? item.left : item.right).find((choice) => choice.id === picked.id)
    : undefined;

  return (
    <div
      className={styles.board}
      ref={boardRef}
      style={{ '--rows': Math.max(item.left.length, item.right.length) } as CSSProperties}
    >
      <ul className={styles.column} aria-label="Match these">
        {item.left.map((choice) => card('left', choice))}
      </ul>
      <ul className={styles.column} aria-label="With these">
        {item.right.map((choice) => card('right', choice))}
      </ul>
      {drag && (
        <svg className={styles.overlay} aria-hidden="true" focusable="false">
          <line x1={drag.from.x} y1={drag.from.y} x2={drag.to.x} y2={drag.to.y} />
        </svg>
      )}
      <p className="visually-hidden" aria-live="polite">
        {pickedChoice ? `${pickedChoice.speech} picked. Now choose its partner.` : ''}
      </p>
    </div>
  );
}
