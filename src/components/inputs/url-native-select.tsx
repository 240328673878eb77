import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A native select whose value lives in the URL. Choosing a filter is a navigation, and the route's
 * loader holds the new search until its list has loaded; a controlled select meanwhile snaps back to the
 * URL's old value, so quick arrow-key presses would undo each other. The choice is shown at once and
 * kept until the URL catches up with it (intermediate URLs of quick presses do not pull it back); from
 * then on the URL leads again (back, forward, "Clear filters").
 */
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
