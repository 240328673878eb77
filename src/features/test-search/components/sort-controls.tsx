import { Group } from '@mantine/core';
import { memo } from 'react';
import type { SortDirection } from '@/api/types';
import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';
import { SORT_MENU } from '../lib/result-columns';
import { SORT_LABELS, type TestSearchSort } from '../lib/test-search-params';

const SORT_OPTIONS = SORT_MENU.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
const DIRECTIONS: readonly { value: SortDirection; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

export const SortControls = memo(function SortControls({
  sort,
  direction,
  onChange,
}: {
  sort: TestSearchSort;
  direction: SortDirection;
  onChange: (next: { sort: TestSearchSort; direction: SortDirection }) => void;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <UrlNativeSelect
        size="xs"
        label="Sort by"
        data={SORT_OPTIONS}
        value={sort}
        onChange={(value) => {
          const next = SORT_MENU.find((candidate) => candidate === value);
          if (next) onChange({ sort: next, direction });
        }}
        w={190}
      />
      <SegmentedChoice
        size="xs"
        aria-label="Sort direction"
        value={direction}
        onChange={(next) => onChange({ sort, direction: next })}
        data={DIRECTIONS}
      />
    </Group>
  );
});
