import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DemoFaultControl } from '@/lib/demo-faults';

/** Offline demo only: the mock misbehaves at once, without Save, until set back to None. */
export function SimulateFaultField({ faults }: { faults: DemoFaultControl }) {
  const [value, setValue] = useState(faults.current);
  return (
    <Stack gap={4}>
      <NativeSelect
        label="Simulate"
        description="Makes the demo's API fail or slow down on every request, until set back to None."
        data={faults.choices.map((choice) => ({ value: choice.value, label: choice.label }))}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          faults.choose(next);
        }}
      />
      {value !== 'none' ? (
        <Text size="xs" c="red.8" role="status">
          The demo API is simulating a fault now.
        </Text>
      ) : null}
    </Stack>
  );
}
