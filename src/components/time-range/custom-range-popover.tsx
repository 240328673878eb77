import { Button, Group, Popover, Stack, Text, TextInput, type FloatingPosition } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { parseCustomRange, type SpanLimit } from '@/lib/custom-range';
import { formatLocalInputValue, formatUtcDateTime } from '@/lib/format';

export type CustomRangeButtonProps = {
  /** The window on screen as ISO times; read when the popover opens, since a live preset moves. */
  currentWindow: () => { start: string; end: string };
  spanLimit: SpanLimit;
  position: FloatingPosition;
  active?: boolean;
  /** A line under the inputs about the page's limits, after the preview of the typed range. */
  note?: string;
  onApply: (window: { start: number; end: number }) => void;
};

/** Loaded on the first click (see window-toolbar.tsx), so open from the start. */
export function CustomRangePopover({ currentWindow, spanLimit, position, active = false, note, onApply }: CustomRangeButtonProps) {
  const [opened, { close, toggle }] = useDisclosure(true);
  const windowValues = () => {
    const current = currentWindow();
    return { start: formatLocalInputValue(current.start), end: formatLocalInputValue(current.end) };
  };
  const [values, setValues] = useState(windowValues);
  const [error, setError] = useState<{ field: 'start' | 'end'; message: string } | null>(null);

  const open = () => {
    if (!opened) {
      setValues(windowValues());
      setError(null);
    }
    toggle();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseCustomRange(values.start, values.end, spanLimit);
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      return;
    }
    close();
    onApply({ start: result.start, end: result.end });
  };

  const preview = parseCustomRange(values.start, values.end, spanLimit);
  const previewLine = preview.ok ? `${formatUtcDateTime(preview.start)} → ${formatUtcDateTime(preview.end)}` : null;
  const hint = [previewLine, note].filter(Boolean).join('. ');
  const field = (key: 'start' | 'end', label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      value={values[key]}
      onChange={(event) => {
        const value = event.currentTarget.value; // read now: the updater runs after the event
        setValues((previous) => ({ ...previous, [key]: value }));
      }}
      error={error?.field === key ? error.message : undefined}
    />
  );

  return (
    <Popover opened={opened} onChange={(next) => (next ? undefined : close())} position={position} withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" variant={active ? 'light' : 'default'} onClick={open} aria-expanded={opened} aria-haspopup="dialog">
          Custom range…
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} aria-label="Custom range" noValidate>
          <Stack gap="xs" w={270}>
            {field('start', 'From (local time)')}
            {field('end', 'To (local time)')}
            {hint ? (
              <Text size="xs" c="dimmed">
                {hint}
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
