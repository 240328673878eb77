import { SimpleGrid, TagsInput, type TagsInputProps } from '@mantine/core';
import { useState } from 'react';
import { MAX_PATTERN_LENGTH, MAX_PATTERNS, normalizePatterns } from '../lib/name-patterns';

type NameFilters = { name: string[]; notName: string[] };

const DESCRIPTION = 'Exact name, or * for any characters and ? for one. Press Enter to add; a test matching any pattern counts.';

/**
 * Test name patterns to include and to exclude, one chip each. Enter adds a pattern; pasting several
 * lines adds one per line. Commas are kept (parametrised test names contain them).
 */
export function TestNameFilter({
  value,
  onChange,
  layout = 'row',
}: {
  value: NameFilters;
  onChange: (next: NameFilters) => void;
  layout?: 'row' | 'column';
}) {
  const [tooLong, setTooLong] = useState<'name' | 'notName' | null>(null);

  const update = (key: keyof NameFilters, patterns: string[]) => {
    const valid = normalizePatterns(patterns);
    const fitting = valid.filter((pattern) => pattern.length <= MAX_PATTERN_LENGTH);
    setTooLong(fitting.length < valid.length ? key : null);
    onChange({ ...value, [key]: fitting });
  };
  const error = (key: keyof NameFilters) =>
    tooLong === key ? `A pattern may have at most ${MAX_PATTERN_LENGTH} characters.` : undefined;

  const common: Partial<TagsInputProps> = {
    splitChars: ['\n'],
    maxLength: MAX_PATTERN_LENGTH,
    maxTags: MAX_PATTERNS,
    clearable: true,
    acceptValueOnBlur: true,
    isDuplicate: (candidate: string, current: string[]) => current.includes(candidate.trim()),
    styles: { pill: { maxWidth: '100%' } },
  };

  return (
    <SimpleGrid cols={layout === 'row' ? { base: 1, sm: 2 } : 1} spacing="sm" verticalSpacing="sm">
      <TagsInput
        {...common}
        label="Test name"
        description={DESCRIPTION}
        placeholder={value.name.length === 0 ? 'e.g. *checkout* or tests/api/test_?.py' : undefined}
        value={value.name}
        onChange={(next) => update('name', next)}
        error={error('name')}
      />
      <TagsInput
        {...common}
        label="Exclude test names"
        description="Tests matching any of these patterns are left out."
        placeholder={value.notName.length === 0 ? 'e.g. *slow*' : undefined}
        value={value.notName}
        onChange={(next) => update('notName', next)}
        error={error('notName')}
      />
    </SimpleGrid>
  );
}
