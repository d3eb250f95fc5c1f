import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { ChoiceItem } from '@/domain/types';
import styles from './ChoiceItemView.module.css';
import { StemView } from './StemView';
import type { ItemViewProps } from './types';
import { VisualView } from './VisualView';

type ChoiceState = 'idle' | 'right' | 'tried';

const ARROW_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * A stem (when the item has one) and big choice buttons. The chosen button shows the outcome
 * gently: a star when right, a soft outline when not (the child may simply try another).
 * Arrow keys move between choices; Tab works as usual.
 */
export function ChoiceItemView({ item, onAnswer, lastAnswer, feedback, solved }: ItemViewProps) {
  const listRef = useRef<HTMLDivElement>(null);
  if (item.type !== 'choice') return null;
  const chosen = lastAnswer?.type === 'choice' ? lastAnswer.choiceId : null;

  const stateOf = (choiceId: string): ChoiceState => {
    if (choiceId !== chosen || !feedback) return 'idle';
    return feedback.correct ? 'right' : 'tried';
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (!buttons || buttons.length === 0) return;
    event.preventDefault();
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={styles.item} data-stem={item.stem?.type ?? 'none'}>
      {item.stem && <StemView stem={item.stem} speech={item.prompt.speech} />}
      <div
        ref={listRef}
        className={styles.choices}
        data-count={item.choices.length}
        style={{ '--count': item.choices.length } as CSSProperties}
        role="group"
        aria-label="Choices"
      >
        {item.choices.map((choice, index) => {
          const state = stateOf(choice.id);
          return (
            <button
              key={choice.id}
              type="button"
              className={[styles.choice, styles[state], solved ? styles.done : '']
                .filter(Boolean)
                .join(' ')}
              aria-label={choice.speech}
              aria-disabled={solved || undefined}
              data-state={state}
              onKeyDown={(event) => moveFocus(event, index)}
              onClick={() => {
                if (!solved) onAnswer({ type: 'choice', choiceId: choice.id });
              }}
            >
              <VisualView visual={choice.visual} decorative />
              {state === 'right' && (
                <span className={styles.badge} aria-hidden="true">
                  ★
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export type ChoiceItemViewProps = ItemViewProps<ChoiceItem>;
