import { CloseButton, Pill, PillsInput } from '@mantine/core';
import { memo, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { pageSearchProps } from '@/lib/keyboard-targets';
import { equalColumns } from '@/components/layout/equal-columns';
import { MAX_PATTERN_LENGTH, MAX_PATTERNS, normalizePatterns } from '../lib/name-patterns';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';

export type NameFilters = { name: string[]; notName: string[] };

const FIELDS = {
  name: {
    label: 'Test name',
    description: 'Exact name, or * for any characters and ? for one. Press Enter to add; a test matching any pattern counts.',
    example: 'e.g. *checkout* or tests/api/test_?.py',
    clearLabel: 'Clear the included patterns',
  },
  notName: {
    label: 'Exclude test names',
    description: 'Tests matching any of these patterns are left out.',
    example: 'e.g. *slow*',
    clearLabel: 'Clear the excluded patterns',
  },
};

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
  const [tooLong, setTooLong] = useState<keyof NameFilters | null>(null);

  const update = (key: keyof NameFilters, patterns: string[]) => {
    const valid = normalizePatterns(patterns).slice(0, MAX_PATTERNS);
    const fitting = valid.filter((pattern) => pattern.length <= MAX_PATTERN_LENGTH);
    setTooLong(fitting.length < valid.length ? key : null);
    onChange({ ...value, [key]: fitting });
  };

  return (
    <div {...equalColumns(layout === 'row' ? { base: 1, sm: lead ? 3 : 2 } : { base: 1 }, 'sm')}>
      {lead}
      {(['name', 'notName'] as const).map((key) => (
        <PatternField
          key={key}
          field={FIELDS[key]}
          value={value[key]}
          onChange={(next) => update(key, next)}
          error={tooLong === key ? `A pattern may have at most ${MAX_PATTERN_LENGTH} characters.` : undefined}
          pageSearch={key === 'name'}
        />
      ))}
    </div>
  );
});

/** Patterns as chips: Enter or blur adds, a pasted line each adds one, Backspace in an empty field removes the last. */
function PatternField({
  field: { label, description, example, clearLabel },
  value,
  onChange,
  error,
  pageSearch,
}: {
  field: (typeof FIELDS)[keyof NameFilters];
  value: readonly string[];
  /** Receives the whole list; the caller decides what stays. */
  onChange: (next: string[]) => void;
  error: string | undefined;
  /** The page's main search: the field the `/` shortcut focuses. */
  pageSearch: boolean;
}) {
  const [draft, setDraft] = useState('');

  const add = (raw: string) => {
    setDraft('');
    const next = [...value, ...raw.split('\n')];
    if (normalizePatterns(next).length > normalizePatterns(value).length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!text.includes('\n')) return;
    event.preventDefault();
    add(`${draft}${text}`);
  };

  return (
    <PillsInput
      label={label}
      description={description}
      error={error}
      rightSection={value.length > 0 ? <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange([])} /> : null}
    >
      <Pill.Group>
        {value.map((entry) => (
          <Pill
            key={entry}
            withRemoveButton
            onRemove={() => onChange(value.filter((other) => other !== entry))}
            removeButtonProps={{ 'aria-label': `Remove ${entry}` }}
            style={{ maxWidth: '100%' }}
          >
            {entry}
          </Pill>
        ))}
        <PillsInput.Field
          {...(pageSearch ? pageSearchProps : {})}
          aria-label={label}
          value={draft}
          placeholder={value.length === 0 ? example : undefined}
          maxLength={MAX_PATTERN_LENGTH}
          disabled={value.length >= MAX_PATTERNS}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => add(draft)}
        />
      </Pill.Group>
    </PillsInput>
  );
}
