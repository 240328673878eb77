import { SimpleGrid } from '@mantine/core';
import { memo, useState, type ReactNode } from 'react';
import { TagField } from '@/components/inputs/tag-field';
import { MAX_PATTERN_LENGTH, MAX_PATTERNS, normalizePatterns } from '../lib/name-patterns';

export type NameFilters = { name: string[]; notName: string[] };

const DESCRIPTION = 'Exact name, or * for any characters and ? for one. Press Enter to add; a test matching any pattern counts.';

/** Name patterns to include and exclude, a chip each; commas are kept (parametrised names hold them). */
export const TestNameFilter = memo(function TestNameFilter({
  value,
  onChange,
  layout = 'row',
  lead,
}: {
  value: NameFilters;
  onChange: (next: NameFilters) => void;
  layout?: 'row' | 'column';
  lead?: ReactNode;
}) {
  const [tooLong, setTooLong] = useState<'name' | 'notName' | null>(null);

  const update = (key: keyof NameFilters, patterns: string[]) => {
    const valid = normalizePatterns(patterns);
    const fitting = valid.filter((pattern) => pattern.length <= MAX_PATTERN_LENGTH);
    setTooLong(fitting.length < valid.length ? key : null);
    onChange({ ...value, [key]: fitting });
  };
  const error = (key: keyof NameFilters) => (tooLong === key ? `A pattern may have at most ${MAX_PATTERN_LENGTH} characters.` : undefined);

  return (
    <SimpleGrid cols={layout === 'row' ? { base: 1, sm: lead ? 3 : 2 } : 1} spacing="sm" verticalSpacing="sm">
      {lead}
      <TagField
        label="Test name"
        description={DESCRIPTION}
        placeholder={value.name.length === 0 ? 'e.g. *checkout* or tests/api/test_?.py' : undefined}
        value={value.name}
        onChange={(next) => update('name', next)}
        error={error('name')}
        maxLength={MAX_PATTERN_LENGTH}
        maxTags={MAX_PATTERNS}
        clearLabel="Clear the included patterns"
        pageSearch
      />
      <TagField
        label="Exclude test names"
        description="Tests matching any of these patterns are left out."
        placeholder={value.notName.length === 0 ? 'e.g. *slow*' : undefined}
        value={value.notName}
        onChange={(next) => update('notName', next)}
        error={error('notName')}
        maxLength={MAX_PATTERN_LENGTH}
        maxTags={MAX_PATTERNS}
        clearLabel="Clear the excluded patterns"
      />
    </SimpleGrid>
  );
});
