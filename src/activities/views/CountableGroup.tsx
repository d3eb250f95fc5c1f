import { useState, type CSSProperties } from 'react';
import { pictureNoun } from '@/domain/picture-nouns';
import { speak } from '@/ui/child/speech';
import styles from './CountableGroup.module.css';
import { visualLabel } from './labels';
import { pictureUrl } from './pictures';

interface CountableGroupProps {
  picture: string;
  count: number;
}

/**
 * A group to count by touch: each object touched gets the next number, which is said aloud, and
 * the count so far shows beside the group. Touching a counted object says its number again.
 * Laid out in rows of five, so a child can see "five and two more" at a glance.
 */
export function CountableGroup({ picture, count }: CountableGroupProps) {
  const [numbers, setNumbers] = useState<(number | null)[]>(() => Array(count).fill(null));
  const counted = numbers.filter((value) => value !== null).length;
  const noun = pictureNoun(picture, 1);
  const url = pictureUrl(picture);

  const touch = (index: number) => {
    const own = numbers[index];
    if (own !== null && own !== undefined) {
      speak(String(own));
      return;
    }
    const next = counted + 1;
    setNumbers((current) => current.map((value, at) => (at === index ? next : value)));
    speak(String(next));
  };

  const rows = Array.from({ length: Math.ceil(count / 5) }, (_, row) =>
    Array.from({ length: Math.min(5, count - row * 5) }, (_, column) => row * 5 + column),
  );

  return (
    <div className={styles.counting}>
      <div
        className={styles.group}
        style={{ '--rows': rows.length } as CSSProperties}
        role="group"
        aria-label={`${visualLabel({ type: 'group', picture, count })}: touch each one to count`}
      >
        {rows.map((row, rowIndex) => (
          <div key={rowIndex} className={styles.row}>
            {row.map((index) => {
              const number = numbers[index] ?? null;
              return (
                <button
                  key={index}
                  type="button"
                  className={[styles.object, number !== null ? styles.counted : '']
                    .filter(Boolean)
                    .join(' ')}
                  aria-label={number === null ? noun : `${noun}, ${number}`}
                  aria-pressed={number !== null}
                  data-count-number={number ?? undefined}
                  onClick={() => touch(index)}
                >
                  {url ? (
                    <img className={styles.picture} src={url} alt="" draggable={false} />
                  ) : (
                    <span className={styles.picture}>{noun}</span>
                  )}
                  {number !== null && (
                    <span className={styles.mark} aria-hidden="true">
                      {number}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <span className={styles.total} aria-hidden="true" data-counted={counted}>
        {counted}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {counted > 0 ? `Counted ${counted}` : ''}
      </span>
    </div>
  );
}
