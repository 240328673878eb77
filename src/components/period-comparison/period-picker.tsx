import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import {
  COMPARISON_MODE_LABELS,
  COMPARISON_MODES,
  formatDayRange,
  parseDayRange,
  type ComparisonMode,
  type ComparisonParams,
  type PeriodPair,
} from '@/domain/periods/period-comparison';

/** A preset, or two ranges of UTC days applied together (one URL change, not four). */
export function PeriodPicker({
  mode,
  periods,
  allowOff,
  onChange,
}: {
  mode: ComparisonMode;
  periods: PeriodPair | null;
  allowOff: boolean;
  onChange: (next: ComparisonParams) => void;
}) {
  const options = COMPARISON_MODES.filter((option) => allowOff || option !== 'off').map((value) => ({
    value,
    label: COMPARISON_MODE_LABELS[value],
  }));
  const [editing, setEditing] = useState(mode === 'custom');
  const shownMode = editing ? 'custom' : mode;
  return (
    <Stack gap="xs">
      <SegmentedChoice
        size="xs"
        aria-label="Periods to compare"
        data={options}
        value={shownMode}
        onChange={(next) => {
          if (next === 'custom') {
            setEditing(true);
            return;
          }
          setEditing(false);
          onChange({ compare: next, current: undefined, baseline: undefined });
        }}
      />
      {shownMode === 'custom' ? (
        <CustomRanges
          key={periods === null ? 'none' : `${formatDayRange(periods.current)}|${formatDayRange(periods.baseline)}`}
          periods={periods}
          onApply={onChange}
        />
      ) : null}
    </Stack>
  );
}

function CustomRanges({ periods, onApply }: { periods: PeriodPair | null; onApply: (next: ComparisonParams) => void }) {
  const [fields, setFields] = useState({
    currentFrom: periods?.current.from ?? '',
    currentTo: periods?.current.to ?? '',
    baselineFrom: periods?.baseline.from ?? '',
    baselineTo: periods?.baseline.to ?? '',
  });
  const current = parseDayRange(`${fields.currentFrom}..${fields.currentTo}`);
  const baseline = parseDayRange(`${fields.baselineFrom}..${fields.baselineTo}`);
  const field = (key: keyof typeof fields, label: string) => (
    <TextInput
      size="xs"
      type="date"
      label={label}
      value={fields[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setFields((previous) => ({ ...previous, [key]: value }));
      }}
      w={150}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (current !== null && baseline !== null)
          onApply({ compare: 'custom', current: formatDayRange(current), baseline: formatDayRange(baseline) });
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {field('currentFrom', 'Period A from')}
        {field('currentTo', 'Period A to')}
        {field('baselineFrom', 'Period B from')}
        {field('baselineTo', 'Period B to')}
        <Button size="xs" type="submit" disabled={current === null || baseline === null}>
          Compare
        </Button>
      </Group>
      {current === null || baseline === null ? (
        <Text size="xs" c="red.8" mt={4} role="status">
          Each period needs a first and a last day (UTC), the first not after the last.
        </Text>
      ) : null}
    </form>
  );
}
