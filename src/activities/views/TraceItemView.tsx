import { useMemo, useRef, useState, type PointerEvent } from 'react';
import type { Point, TraceItem } from '@/domain/types';
import { traceAlternatives } from '@/activities/glyphs/alternatives';
import { glyphLayout, glyphName } from '@/activities/glyphs/glyphs';
import { ChildButton } from '@/ui/child/ChildButton';
import styles from './TraceItemView.module.css';
import type { ItemViewProps } from './types';
import { VisualView } from './VisualView';

/** Drawn points closer than this (in box heights) to the last one are skipped. */
const MIN_STEP = 0.004;

function toPolyline(stroke: readonly Point[], aspect: number): string {
  return stroke.map((point) => `${point.x * aspect * 100},${point.y * 100}`).join(' ');
}

/**
 * Trace a letter or number over dotted lines with a finger, stylus or mouse; 'Done' sends the
 * strokes (normalised 0..1) to the session, 'Clear' starts again.
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
    setStrokes((current) => [...current, [point]]);
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
      return [...current.slice(0, -1), [...last, point]];
    });
  };

  const endStroke = () => {
    drawing.current = false;
  };

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
          <ChildButton variant="secondary" onClick={() => setMode('trace')}>
            Trace it instead
          </ChildButton>
        )}
      </div>
    );
  }

  return (
    <div className={styles.item}>
      <div className={styles.stage}>
        <svg
          className={[
            styles.surface,
            layout.aspect > 1 ? styles.wide : '',
            solved ? styles.solved : '',
          ]
            .filter(Boolean)
            .join(' ')}
          viewBox={`0 0 ${width} 100`}
          style={{ aspectRatio: `${layout.aspect} / 1` }}
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
          {layout.strokes.map((stroke, index) => {
            const start = stroke[0];
            if (!start) return null;
            const radius = hintShown ? 5 : 4;
            return (
              <g key={`start-${index}`} className={hintShown ? styles.startHint : styles.start}>
                <circle cx={start.x * width} cy={start.y * 100} r={radius} />
                {layout.strokes.length > 1 && (
                  <text
                    className={styles.startNumber}
                    x={start.x * width}
                    y={start.y * 100}
                    fontSize={radius * 1.4}
                  >
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
          <ChildButton
            variant="secondary"
            onClick={() => setStrokes([])}
            disabled={strokes.length === 0}
          >
            Clear
          </ChildButton>
          <ChildButton
            onClick={() => onAnswer({ type: 'trace', strokes })}
            disabled={strokes.length === 0}
          >
            Done
          </ChildButton>
          <ChildButton variant="soft" onClick={() => setMode('find')}>
            Find it instead
          </ChildButton>
        </div>
      )}
    </div>
  );
}
