import { useId } from 'react';
import styles from './worksheets.module.css';

interface RadioChoiceProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few, as a row of radio buttons with a legend. */
export function RadioChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: RadioChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choiceOption}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
