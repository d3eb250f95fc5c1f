import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { Choice, PlaceItem } from '@/domain/types';
import { speak } from '@/ui/child/speech';
import { DRAG_START, dropTarget, prefersReducedMotion } from './drag';
import { placeTile, settledPlacements } from './placements';
import styles from './PlaceItemView.module.css';
import { StemView } from './StemView';
import type { ItemViewProps } from './types';
import { VisualView } from './VisualView';

const SPRING_BACK: Keyframe[] = [
  { transform: 'translateY(0)' },
  { transform: 'translateY(-12px) rotate(-3deg)' },
  { transform: 'translateY(4px) rotate(2deg)' },
  { transform: 'translateY(0)' },
];

interface Press {
  tileId: string;
  x: number;
  y: number;
}

/**
 * Tiles to put in their places: letters into a word, pictures into the order of a story, things
 * into groups. Three ways to place a tile, all ending in the same answer:
 * - drag it onto a place (finger, stylus or mouse: Pointer Events with capture);
 * - tap it, then tap the place;
 * - keyboard: Tab to a tile, Enter or Space to pick it, then Enter or Space on a place.
 * Touching a tile says it (a letter with its sound word); touching a place says where it is.
 * Each tile goes to the session as it is placed: a right one stays, a wrong one springs back.
 */
export function PlaceItemView(props: ItemViewProps) {
  if (props.item.type !== 'place') return null;
  return <PlaceBoard {...props} item={props.item} />;
}

function PlaceBoard({ item, onAnswer, lastAnswer, feedback, solved }: ItemViewProps<PlaceItem>) {
  const [picked, setPicked] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ tileId: string; dx: number; dy: number } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const pressed = useRef<Press | null>(null);
  const suppressClick = useRef(false);

  const placed = settledPlacements(item, lastAnswer, feedback, solved);
  const tileById = new Map(item.tiles.map((tile) => [tile.id, tile]));
  const inSpot = (spotId: string) =>
    Object.entries(placed)
      .filter(([, spot]) => spot === spotId)
      .map(([tile]) => tileById.get(tile))
      .filter((tile): tile is Choice => tile !== undefined);
  const isFull = (spotId: string) => item.layout === 'row' && inSpot(spotId).length > 0;
  const loose = item.tiles.filter((tile) => placed[tile.id] === undefined);

  // A tile put in the wrong place bounces where it stands in the tray.
  useEffect(() => {
    if (!feedback || feedback.correct || lastAnswer?.type !== 'place') return;
    const wrong = Object.entries(lastAnswer.placed).filter(([t, s]) => item.answer[t] !== s);
    if (wrong.length === 0 || prefersReducedMotion()) return;
    for (const [tileId] of wrong) {
      boardRef.current
        ?.querySelector<HTMLElement>(`[data-tile-id="${CSS.escape(tileId)}"]`)
        ?.animate?.(SPRING_BACK, { duration: 480, easing: 'ease-out' });
    }
  }, [feedback, lastAnswer, item.answer]);

  const put = (tileId: string, spotId: string) => {
    setPicked(null);
    if (solved || isFull(spotId)) return;
    onAnswer({ type: 'place', placed: placeTile(placed, tileId, spotId) });
  };

  const tapTile = (tile: Choice) => {
    if (solved) return;
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (picked === tile.id) {
      setPicked(null);
      return;
    }
    speak(tile.speech);
    setPicked(tile.id);
  };

  const tapSpot = (spot: Choice) => {
    if (picked) put(picked, spot.id);
    else speak(spot.speech);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, tileId: string) => {
    if (solved) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    suppressClick.current = false;
    pressed.current = { tileId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const press = pressed.current;
    if (!press) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!drag && Math.hypot(dx, dy) < DRAG_START) return;
    if (!drag) {
      const tile = tileById.get(press.tileId);
      if (tile) speak(tile.speech);
    }
    setDrag({ tileId: press.tileId, dx, dy });
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const press = pressed.current;
    pressed.current = null;
    if (!press || !drag) return;
    setDrag(null);
    suppressClick.current = true;
    const spotId = dropTarget(event, '[data-spot-id]')?.dataset.spotId;
    if (spotId) put(press.tileId, spotId);
  };

  const onPointerCancel = () => {
    pressed.current = null;
    setDrag(null);
  };

  const pickedTile = picked ? tileById.get(picked) : undefined;

  const tileButton = (tile: Choice) => {
    const dragging = drag?.tileId === tile.id;
    return (
      <li key={tile.id}>
        <button
          type="button"
          className={[
            styles.tile,
            picked === tile.id ? styles.picked : '',
            dragging ? styles.dragging : '',
          ]
            .filter(Boolean)
            .join(' ')}
          style={dragging ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
          data-tile-id={tile.id}
          aria-label={tile.speech}
          aria-pressed={picked === tile.id}
          aria-disabled={solved || undefined}
          onClick={() => tapTile(tile)}
          onKeyDown={() => {
            suppressClick.current = false;
          }}
          onPointerDown={(event) => onPointerDown(event, tile.id)}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <VisualView visual={tile.visual} decorative />
        </button>
      </li>
    );
  };

  const spotButton = (spot: Choice) => {
    const here = inSpot(spot.id);
    const label =
      here.length > 0
        ? `${spot.speech}: ${here.map((tile) => tile.name ?? tile.speech).join(', ')}`
        : spot.speech;
    return (
      <li key={spot.id} className={styles.spotCell}>
        <button
          type="button"
          className={[
            styles.spot,
            here.length > 0 ? styles.filled : '',
            pickedTile ? styles.ready : '',
          ]
            .filter(Boolean)
            .join(' ')}
          data-spot-id={spot.id}
          aria-label={
            pickedTile ? `Put ${pickedTile.name ?? pickedTile.speech} ${spot.speech}` : label
          }
          aria-disabled={solved || isFull(spot.id) || undefined}
          onClick={() => tapSpot(spot)}
        >
          {item.layout === 'groups' && (
            <span className={styles.groupSign}>
              <VisualView visual={spot.visual} size="small" decorative />
            </span>
          )}
          {item.layout === 'row' && here.length === 0 && spot.visual.type === 'text' && (
            <span className={styles.placeNumber} aria-hidden="true">
              {spot.visual.text}
            </span>
          )}
          {here.length > 0 && (
            <span className={styles.placed}>
              {here.map((tile) => (
                <span key={tile.id} className={styles.placedTile}>
                  <VisualView visual={tile.visual} decorative />
                </span>
              ))}
            </span>
          )}
        </button>
      </li>
    );
  };

  return (
    <div
      ref={boardRef}
      className={[styles.board, item.layout === 'groups' ? styles.groups : styles.row].join(' ')}
      style={{ '--spots': item.spots.length, '--tiles': item.tiles.length } as CSSProperties}
    >
      {item.stem && (
        <div className={styles.stem}>
          <StemView stem={item.stem} />
        </div>
      )}
      <ol className={styles.spots} aria-label={item.layout === 'groups' ? 'Groups' : 'Places'}>
        {item.spots.map(spotButton)}
      </ol>
      <ul className={styles.tray} aria-label="Pieces to place">
        {loose.map(tileButton)}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {pickedTile ? `${pickedTile.speech} picked. Now choose where it goes.` : ''}
      </p>
    </div>
  );
}
