import { useId, type CSSProperties } from 'react';
import classes from './segmented-choice.module.css';

/** One of a few choices, drawn like Mantine's SegmentedControl on native radio inputs (arrow keys, `radiogroup` semantics). */
export function SegmentedChoice<Value extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  ...labelling
}: {
  data: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  size?: 'xs' | 'sm';
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const name = useId();
  const style = { '--segmented-font-size': `var(--mantine-font-size-${size})` } as CSSProperties;
  return (
    <div role="radiogroup" className={classes.root} style={style} {...labelling}>
      {data.map((option) => (
        <label key={option.value} className={classes.option} data-active={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
