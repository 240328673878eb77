import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { formatUtcDateTime } from '@/lib/time';
import { parseCustomRange, toLocalInputValue } from '../lib/custom-range-form';
import { resolveWindow, type WindowSelection } from '../lib/time-window';

/** "Custom range…": two local date-times, prefilled with the window on screen. */
export function CustomRangeButton({
  selection,
  onApply,
}: {
  selection: WindowSelection;
  onApply: (window: { start: number; end: number }) => void;
}) {
  const [opened, { close, toggle }] = useDisclosure(false);
  const [values, setValues] = useState({ start: '', end: '' });
  const [error, setError] = useState<{ field: 'start' | 'end'; message: string } | null>(null);

  const open = () => {
    if (!opened) {
      const current = resolveWindow(selection, Date.now());
      setValues({ start: toLocalInputValue(current.start), end: toLocalInputValue(current.end) });
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
    <Popover opened={opened} onChange={(next) => (next ? undefined : close())} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" onClick={open} aria-expanded={opened} aria-haspopup="dialog">
          Custom range…
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} aria-label="Custom range" noValidate>
          <Stack gap="xs" w={260}>
            <TextInput
              type="datetime-local"
              label="From (local time)"
              value={values.start}
              onChange={(event) => {
                const start = event.currentTarget.value; // read now: the updater runs after the event
                setValues((prev) => ({ ...prev, start }));
              }}
              error={error?.field === 'start' ? error.message : undefined}
            />
            <TextInput
              type="datetime-local"
              label="To (local time)"
              value={values.end}
              onChange={(event) => {
                const end = event.currentTarget.value;
                setValues((prev) => ({ ...prev, end }));
              }}
              error={error?.field === 'end' ? error.message : undefined}
            />
            {preview.ok ? (
              <Text size="xs" c="dimmed">
                {formatUtcDateTime(preview.start)} → {formatUtcDateTime(preview.end)}
              </Text>
            ) : null}
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
