import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { formatUtcDateTime } from '@/lib/time';
import { resolveWindow, RETENTION_DAYS, type WindowSelection } from '../lib/activity-window';
import { parseCustomRange, toLocalInputValue } from '../lib/custom-range';

/**
 * "Custom range…": two local date-times, prefilled with the window on screen; the keyboard-friendly way
 * to what a drag on the histogram does. Over 93 days is refused here, before any request.
 */
export function CustomRangeButton({
  selection,
  onApply,
}: {
  selection: WindowSelection | null;
  onApply: (window: { start: number; end: number }) => void;
}) {
  const [opened, { close, toggle }] = useDisclosure(false);
  const [values, setValues] = useState({ start: '', end: '' });
  const [error, setError] = useState<{ field: 'start' | 'end'; message: string } | null>(null);

  const open = () => {
    if (!opened) {
      const current = resolveWindow(selection ?? { kind: 'preset', preset: '24h', asOf: null }, Date.now());
      setValues({ start: toLocalInputValue(current.from), end: toLocalInputValue(current.to) });
      setError(null);
    }
    toggle();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseCustomRange(values.start, values.end);
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      return;
    }
    close();
    onApply({ start: result.start, end: result.end });
  };

  const preview = parseCustomRange(values.start, values.end);

  return (
    <Popover opened={opened} onChange={(next) => (next ? undefined : close())} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" variant={selection?.kind === 'custom' ? 'light' : 'default'} onClick={open} aria-expanded={opened} aria-haspopup="dialog">
          Custom range…
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} aria-label="Custom range" noValidate>
          <Stack gap="xs" w={270}>
            <TextInput
              type="datetime-local"
              label="From (local time)"
              value={values.start}
              onChange={(event) => {
                const start = event.currentTarget.value; // read now: the updater runs after the event
                setValues((previous) => ({ ...previous, start }));
              }}
              error={error?.field === 'start' ? error.message : undefined}
            />
            <TextInput
              type="datetime-local"
              label="To (local time)"
              value={values.end}
              onChange={(event) => {
                const end = event.currentTarget.value;
                setValues((previous) => ({ ...previous, end }));
              }}
              error={error?.field === 'end' ? error.message : undefined}
            />
            <Text size="xs" c="dimmed">
              {preview.ok ? `${formatUtcDateTime(preview.start)} → ${formatUtcDateTime(preview.end)}. ` : ''}
              At most 93 days; events are kept {RETENTION_DAYS} days.
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={close}>
                Cancel
              </Button>
              <Button size="xs" type="submit">
                Apply
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
