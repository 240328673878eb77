import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { HIDEABLE_COLUMNS, RESULT_COLUMNS, type HideableColumn } from '../lib/result-columns';

/**
 * The column choice (loaded on the first click, see ColumnPicker), open from the start: a checkbox per
 * column, so several can be switched in one go and each says whether it is shown. A popover of
 * checkboxes rather than a menu: Mantine's menu items cannot be checkbox items.
 */
export default function ColumnPickerPanel({ hidden, onToggle }: { hidden: readonly HideableColumn[]; onToggle: (column: HideableColumn) => void }) {
  return (
    // No fade: the choice answers a click, and each toggle re-renders the table behind it.
    <Popover defaultOpened position="bottom-end" shadow="md" trapFocus returnFocus transitionProps={{ duration: 0 }}>
      <Popover.Target>
        <Button size="xs" variant="default" aria-haspopup="dialog">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label="Columns shown">
          {HIDEABLE_COLUMNS.map((column) => (
            <Checkbox
              key={column}
              size="xs"
              label={RESULT_COLUMNS[column].label}
              description={RESULT_COLUMNS[column].description}
              checked={!hidden.includes(column)}
              onChange={() => onToggle(column)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
