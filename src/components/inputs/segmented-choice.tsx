import { Stack, Text } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import classes from './segmented-choice.module.css';

/** One of a few choices, drawn like Mantine's SegmentedControl on native radio inputs (arrow keys, `radiogroup` semantics). */
export function SegmentedChoice<Value extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  label,
  ...labelling
}: {
  data: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  size?: 'xs' | 'sm';
  /** A visible label above the choices, naming them (else `aria-label` or `aria-labelledby`). */
  label?: string;
} & ({ 'aria-label': string } | { 'aria-labelledby': string } | { label: string })) {
  const name = useId();
  const style = { '--segmented-font-size': `var(--mantine-font-size-${size})` } as CSSProperties;
  const group = (
    <div role="radiogroup" className={classes.root} style={style} aria-labelledby={label && `${name}-label`} {...labelling}>
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
  if (label === undefined) return group;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${name}-label`}>
        {label}
      </Text>
      {group}
    </Stack>
  );
}
