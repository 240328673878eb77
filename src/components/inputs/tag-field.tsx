import { CloseButton, Pill, PillsInput } from '@mantine/core';
import { useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { pageSearchProps } from '@/lib/keyboard-targets';

/** Free-text values as chips: Enter or blur adds, a pasted line each adds one, Backspace in an empty field removes the last. */
export function TagField({
  label,
  description,
  placeholder,
  value,
  onChange,
  error,
  maxLength,
  maxTags,
  clearLabel = `Clear ${label}`,
  pageSearch = false,
}: {
  label: string;
  description?: ReactNode;
  placeholder?: string | undefined;
  value: readonly string[];
  /** Receives the whole list; the caller decides what stays (trimming, limits). */
  onChange: (next: string[]) => void;
  error?: ReactNode;
  maxLength?: number;
  maxTags?: number;
  /** The accessible name of the button that removes every value. */
  clearLabel?: string;
  /** The page's main search: the field the `/` shortcut focuses. */
  pageSearch?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const full = maxTags !== undefined && value.length >= maxTags;

  const add = (raw: string) => {
    const entries = raw
      .split('\n')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    setDraft('');
    const fresh = entries.filter((entry, index) => !value.includes(entry) && entries.indexOf(entry) === index);
    if (fresh.length === 0) return;
    const room = maxTags === undefined ? fresh.length : Math.max(0, maxTags - value.length);
    if (room > 0) onChange([...value, ...fresh.slice(0, room)]);
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
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => add(draft)}
        />
      </Pill.Group>
    </PillsInput>
  );
}
