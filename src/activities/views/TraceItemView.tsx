import { useMemo, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { Point, TraceItem } from '@/domain/types';
import { traceAlternatives } from '@/activities/glyphs/alternatives';
import { glyphLayout, glyphName } from '@/activities/glyphs/glyphs';
import { checkTrace } from '@/activities/glyphs/stroke-test';
import { IconButton } from '@/ui/child/IconButton';
import { EraseIcon, PencilIcon, PickIcon } from '@/ui/child/icons';
import styles from './TraceItemView.module.css';
import type { ItemViewProps } from './types';
import { VisualView } from './VisualView';

/** Drawn points closer than this (in box heights) to the last one are skipped. */
const MIN_STEP = 0.004;

function toPolyline(stroke: readonly Point[], aspect: number): string {
  return stroke.map((point) => `${point.x * aspect * 100},${point.y * 100}`).join(' ');
}

/** Extra strokes beyond the glyph's own after which an unfinished trace is judged anyway. */
const SPARE_STROKES = 2;

/** Where a stroke heads at its start, as a short arrow from its start dot (in view units). */
function startArrow(stroke: readonly Point[], aspect: number) {
  const start = stroke[0];
  if (!start) return null;
  const ahead = stroke.find(
    (point) => Math.hypot((point.x - start.x) * aspect, point.y - start.y) > 0.12,
  );
  if (!ahead) return null;
  const dx = (ahead.x - start.x) * aspect;
  const dy = ahead.y - start.y;
  const length = Math.hypot(dx, dy);
  return { angle: (Math.atan2(dy, dx) * 180) / Math.PI, length };
}

/**
 * Trace a letter or number over dotted lines with a finger, stylus or mouse. The next stroke's
 * start is a big green dot with an arrow that shows the way (numbered when the glyph has more
 * than one stroke). The round notices by itself when the strokes cover the glyph: there is no
 * button to find. A trace that strays after as many strokes as the glyph has is judged too, so
 * the child hears what to do; the eraser starts again.
 *
 * Accessible alternative: children who cannot draw (keyboard, switch or screen-reader users)
 * choose "Find it instead" and pick the same letter or number among three. That answer is scored
 * like any choice, so it is never a free pass.
 */
export function TraceItemView(props: ItemViewProps) {
  if (props.item.type !== 'trace') return null;
  return <TraceBoard {...props} item={props.item} />;
}

function TraceBoard({
  item,
  onAnswer,
  lastAnswer,
  feedback,
  solved,
  hintShown,
}: ItemViewProps<TraceItem>) {
  const layout = useMemo(() => glyphLayout(item.glyph), [item.glyph]);
  const [strokes, setStrokes] = useState<Point[][]>(() =>
    lastAnswer?.type === 'trace' ? lastAnswer.strokes : [],
  );
  const [mode, setMode] = useState<'trace' | 'find'>(() =>
    lastAnswer?.type === 'choice' ? 'find' : 'trace',
  );
  const drawing = useRef(false);
  const drawn = useRef<Point[][]>(strokes);
  const name = glyphName(item.glyph);
  const width = layout.aspect * 100;

  const pointOf = (event: PointerEvent<SVGSVGElement>): Point | null => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const clamp = (value: number) => Math.min(1.2, Math.max(-0.2, value));
    return {
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (solved || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = pointOf(event);
    if (!point) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    setStrokes((current) => (drawn.current = [...current, [point]]));
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing.current) return;
    const point = pointOf(event);
    if (!point) return;
    setStrokes((current) => {
      const last = current[current.length - 1];
      const previous = last?.[last.length - 1];
      if (!last || !previous) return current;
      const step = Math.hypot((point.x - previous.x) * layout.aspect, point.y - previous.y);
      if (step < MIN_STEP) return current;
      return (drawn.current = [...current.slice(0, -1), [...last, point]]);
    });
  };

  const clear = () => {
    drawn.current = [];
    setStrokes([]);
  };

  const endStroke = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const now = drawn.current;
    const verdict = checkTrace(layout.strokes, now, layout.aspect);
    if (verdict.accepted) {
      onAnswer({ type: 'trace', strokes: now });
      return;
    }
    const enough = now.length >= layout.strokes.length;
    if (
      (enough && verdict.reason === 'off-path') ||
      now.length >= layout.strokes.length + SPARE_STROKES
    ) {
      onAnswer({ type: 'trace', strokes: now });
      clear();
    }
  };

  const nextStroke = Math.min(strokes.length, layout.strokes.length - 1);

  if (mode === 'find') {
    const chosen = lastAnswer?.type === 'choice' ? lastAnswer.choiceId : null;
    return (
      <div className={styles.item}>
        <p className={styles.findPrompt}>Find the {name}.</p>
        <div className={styles.choices} role="group" aria-label="Choices">
          {traceAlternatives(item.glyph).map((glyph) => (
            <button
              key={glyph}
              type="button"
              className={[
                styles.choice,
                chosen === glyph && feedback
                  ? feedback.correct
                    ? styles.right
                    : styles.tried
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-label={glyph}
              aria-disabled={solved || undefined}
              onClick={() => {
                if (!solved) onAnswer({ type: 'choice', choiceId: glyph });
              }}
            >
              <span aria-hidden="true">{glyph}</span>
            </button>
          ))}
        </div>
        {!solved && (
          <IconButton
            variant="secondary"
            label="Trace it instead"
            icon={<PencilIcon />}
            onClick={() => setMode('trace')}
          />
        )}
      </div>
    );
  }

  return (
    <div className={styles.item}>
      <div className={styles.stage}>
        <svg
          className={[styles.surface, solved ? styles.solved : ''].filter(Boolean).join(' ')}
          viewBox={`0 0 ${width} 100`}
          style={
            { aspectRatio: `${layout.aspect} / 1`, '--aspect': layout.aspect } as CSSProperties
          }
          role="img"
          aria-label={`Tracing space for the ${name}. Trace over the dotted lines.`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onLostPointerCapture={endStroke}
        >
          {layout.strokes.map((stroke, index) => (
            <polyline
              key={`guide-${index}`}
              className={styles.guide}
              points={toPolyline(stroke, layout.aspect)}
            />
          ))}
          {!solved &&
            layout.strokes.map((stroke, index) => {
              const start = stroke[0];
              if (!start || index !== nextStroke) return null;
              const arrow = startArrow(stroke, layout.aspect);
              const radius = hintShown ? 7 : 5.5;
              const cx = start.x * width;
              const cy = start.y * 100;
              return (
                <g
                  key={`start-${index}`}
                  className={hintShown ? styles.startHint : styles.start}
                  data-start-dot={index + 1}
                >
                  {arrow && (
                    <g transform={`translate(${cx} ${cy}) rotate(${arrow.angle})`}>
                      <path
                        className={styles.startArrow}
                        d={`M ${radius + 1.5} 0 H ${Math.min(arrow.length * 100, 22)} m -4 -4 l 4 4 l -4 4`}
                      />
                    </g>
                  )}
                  <circle cx={cx} cy={cy} r={radius} />
                  {layout.strokes.length > 1 && (
                    <text className={styles.startNumber} x={cx} y={cy} fontSize={radius * 1.3}>
                      {index + 1}
                    </text>
                  )}
                </g>
              );
            })}
          {strokes.map((stroke, index) =>
            stroke.length === 1 && stroke[0] ? (
              <circle
                key={`ink-${index}`}
                className={styles.inkDot}
                cx={stroke[0].x * width}
                cy={stroke[0].y * 100}
                r={2.5}
              />
            ) : (
              <polyline
                key={`ink-${index}`}
                className={styles.ink}
                points={toPolyline(stroke, layout.aspect)}
              />
            ),
          )}
        </svg>
        {item.picture && (
          <span className={styles.picture}>
            <VisualView visual={{ type: 'picture', picture: item.picture }} size="medium" />
          </span>
        )}
      </div>
      {!solved && (
        <div className={styles.actions}>
          <IconButton
            variant="secondary"
            label="Clear"
            icon={<EraseIcon />}
            onClick={clear}
            disabled={strokes.length === 0}
          />
          <IconButton
            variant="soft"
            label="Find it instead"
            icon={<PickIcon />}
            onClick={() => setMode('find')}
          />
        </div>
      )}
    </div>
  );
}
