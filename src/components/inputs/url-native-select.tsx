import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useState } from 'react';

export function UrlNativeSelect({
  value,
  onChange,
  ...props
}: Omit<NativeSelectProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  // Adjusted while rendering (React's pattern for state derived from a changed prop): no extra commit.
  if (chosen !== null && chosen === value) setChosen(null);
  return (
    <NativeSelect
      {...props}
      value={chosen ?? value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setChosen(next);
        onChange(next);
      }}
    />
  );
}
